import CoreGraphics
import QuartzCore

/// A view that shows how far a task has come: a track, and a fill from its left end.
///
/// As on iOS, the track and the fill are image views that show their image or, without one, their color; they
/// fill the bounds, so a taller progress view draws a thicker bar.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    open var progressViewStyle: UIProgressView.Style = .default {
        didSet {
            guard progressViewStyle != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// How far the task has come, from 0 to 1: values outside are pinned to those limits, and NaN is refused.
    open var progress: Float {
        get { currentProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// The fill's color; nil follows `tintColor`.
    open var progressTintColor: UIColor? { didSet { updateFill() } }
    /// The track's color; nil is the system's light gray fill.
    open var trackTintColor: UIColor? { didSet { updateTrack() } }
    /// An image stretched over the fill, in place of its color.
    open var progressImage: UIImage? { didSet { updateFill() } }
    /// An image stretched over the track, in place of its color.
    open var trackImage: UIImage? { didSet { updateTrack() } }

    private var currentProgress: Float = 0
    private let trackView = UIImageView(frame: .zero)
    private let fillView = UIImageView(frame: .zero)

    public convenience init(progressViewStyle style: UIProgressView.Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: style.height))
        progressViewStyle = style
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        setUp()
    }

    private func setUp() {
        for bar in [trackView, fillView] {
            bar.clipsToBounds = true
            addSubview(bar)
        }
        updateTrack()
        updateFill()
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: progressViewStyle.height)
    }

    /// Sets the progress, pinned to 0...1; animated, the fill grows or shrinks to it over a quarter of a second,
    /// from wherever an earlier animated change has brought it.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard !progress.isNaN else {
            return reportMisuse("UIProgressView: the progress must be a number from 0 to 1, not nan; it keeps \(currentProgress).")
        }
        currentProgress = min(max(progress, 0), 1)
        UIView.animate(if: animated) { self.placeFill() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        trackView.frame = bounds
        trackView.layer.cornerRadius = endRadius
        placeFill()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateFill()
    }

    /// The radius of the bar's ends: round for the default style, square for a bar's edge.
    private var endRadius: CGFloat { progressViewStyle == .default ? bounds.height / 2 : 0 }

    private func placeFill() {
        fillView.frame = CGRect(origin: bounds.origin, size: CGSize(width: bounds.width * CGFloat(currentProgress), height: bounds.height))
        fillView.layer.cornerRadius = endRadius
    }

    private func updateTrack() {
        trackView.image = trackImage
        trackView.backgroundColor = trackImage == nil ? trackTintColor ?? .systemFill : nil
    }

    private func updateFill() {
        fillView.image = progressImage
        fillView.backgroundColor = progressImage == nil ? progressTintColor ?? tintColor : nil
    }
}
