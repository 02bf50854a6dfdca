import CoreGraphics
import QuartzCore

/// The round knob a switch or a slider moves: a white circle with a soft shadow and a hairline edge, or the image a
/// slider was given for its thumb, shown as it is.
@MainActor
final class ThumbView: UIImageView {
    /// The circle's fill; an image replaces it.
    var color: UIColor = .white {
        didSet { restyle() }
    }

    override var image: UIImage? {
        didSet { restyle() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.shadowColor = CGColor(gray: 0, alpha: 1)
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 2.5
        layer.borderColor = CGColor(gray: 0, alpha: 0.06)
        restyle()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Round at any width: a pressed switch's thumb stretches into a capsule.
        layer.cornerRadius = image == nil ? min(bounds.width, bounds.height) / 2 : 0
    }

    private func restyle() {
        let drawn = image == nil
        backgroundColor = drawn ? color : nil
        layer.shadowOpacity = drawn ? 0.2 : 0
        layer.borderWidth = drawn ? 0.5 : 0
        setNeedsLayout()
    }
}
