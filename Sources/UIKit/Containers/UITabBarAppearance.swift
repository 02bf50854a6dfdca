import Foundation

/// The look of a tab bar's background and top hairline, set on `UITabBar.standardAppearance`.
///
/// The chrome material iOS blurs behind a default bar is approximated by a flat, nearly opaque color.
@preconcurrency @MainActor
open class UITabBarAppearance: NSObject, @preconcurrency NSCopying {
    /// The bar's background; nil draws none.
    open var backgroundColor: UIColor?
    /// The color of the hairline along the bar's top edge; nil draws none.
    open var shadowColor: UIColor?
    /// An image drawn over the background color, stretched to the bar.
    open var backgroundImage: UIImage?

    /// The chrome iOS approximates with a blur: very light or very dark, slightly translucent.
    static let chromeColor = UIColor(light: UIColor(rgb: 249, 249, 249, alpha: 0.94), dark: UIColor(rgb: 22, 22, 22, alpha: 0.94),
                                     name: "tabBarChrome")
    /// The hairline iOS draws above a bar with a background.
    static let hairlineColor = UIColor(light: UIColor(white: 0, alpha: 0.3), dark: UIColor(white: 1, alpha: 0.15), name: "barHairline")

    /// An appearance with the default background, as a new tab bar has.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// The system's translucent chrome and hairline.
    open func configureWithDefaultBackground() {
        backgroundColor = Self.chromeColor
        shadowColor = Self.hairlineColor
        backgroundImage = nil
    }

    /// An opaque background of the system background color, with the hairline.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = Self.hairlineColor
        backgroundImage = nil
    }

    /// No background and no hairline: the content behind shows through.
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        shadowColor = nil
        backgroundImage = nil
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UITabBarAppearance()
        copy.backgroundColor = backgroundColor
        copy.shadowColor = shadowColor
        copy.backgroundImage = backgroundImage
        return copy
    }
}
