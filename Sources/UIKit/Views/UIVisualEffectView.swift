import CoreGraphics

/// A view that blurs what lies behind it in the window, or gives its content vibrancy, as its effect says.
///
/// With a `UIBlurEffect`, the compositor blurs the pixels already drawn behind the view (everything beneath it in the
/// window, within its bounds) and lays the material's tint over them; subviews go in `contentView`, above the blur.
/// The blur is a Gaussian approximated by three box blurs in integer arithmetic, so renders stay byte-identical, and
/// it reads only the pixels inside the view, extending its edges outward where iOS would sample beyond them. The
/// material tints are approximations (see `UIBlurEffect`). A rotated or skewed effect view shows its tint without the
/// blur; inside a translucent group (a superview with `alpha` below 1 and several subviews) the blur sees only that
/// group's drawing, which UIKit also warns against. With a `UIVibrancyEffect`, the content takes the effect's color.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add subviews to: it lies above the blur and takes a vibrancy effect's color.
    public let contentView: UIView
    /// The view that blurs the backdrop and carries the material's tint.
    private let backdropView: UIView

    /// The effect shown; nil shows the content alone.
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    public init(effect: UIVisualEffect?) {
        contentView = UIView()
        backdropView = UIView()
        self.effect = effect
        super.init(frame: .zero)
        installSubviews()
    }

    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        contentView = UIView()
        backdropView = UIView()
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        installSubviews()
    }

    private func installSubviews() {
        for view in [backdropView, contentView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
        applyEffect()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyEffect()
    }

    private func applyEffect() {
        let blur = effect as? UIBlurEffect
        backdropView.layer.backdropBlurRadius = blur?.blurSigma ?? 0
        backdropView.backgroundColor = blur?.tint
        contentView.layer.contentTint = (effect as? UIVibrancyEffect)?.contentColor(in: traitCollection).cgColor
    }
}
