import CoreGraphics

/// Vibrancy for content over a blur: the content of a `UIVisualEffectView` with this effect takes the style's color.
///
/// Here the content's own colors are replaced by the style's, near-black over light materials and white over dark
/// ones, at the style's opacity, keeping the content's shape and alpha; iOS also blends it with the blur beneath
/// (plus-lighter or plus-darker), which is not done here.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the content lies over, which decides between light and dark.
    public let blurEffect: UIBlurEffect
    /// How strongly the content stands out.
    public let style: UIVibrancyEffectStyle

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// Vibrancy for labels over `blurEffect`.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// The color content takes in `traitCollection`.
    func contentColor(in traitCollection: UITraitCollection) -> UIColor {
        let opacity: CGFloat = switch style {
        case .label: 0.85
        case .secondaryLabel: 0.6
        case .tertiaryLabel: 0.3
        case .quaternaryLabel: 0.18
        case .fill: 0.2
        case .secondaryFill: 0.16
        case .tertiaryFill: 0.12
        case .separator: 0.29
        }
        let isDark = (blurEffect.fixedStyle ?? traitCollection.userInterfaceStyle) == .dark
        return UIColor(white: isDark ? 1 : 0, alpha: opacity)
    }
}
