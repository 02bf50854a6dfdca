import Foundation

/// The look of a tab bar's background and top hairline, set on `UITabBar.standardAppearance`.
///
/// The chrome material iOS blurs behind a default bar is approximated by a flat, nearly opaque color.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The chrome iOS approximates with a blur: very light or very dark, slightly translucent.
    static let chromeColor = UIColor(light: UIColor(rgb: 249, 249, 249, alpha: 0.94), dark: UIColor(rgb: 22, 22, 22, alpha: 0.94),
                                     name: "tabBarChrome")
    /// The hairline iOS draws above a bar with a background.
    static let hairlineColor = UIColor(light: UIColor(white: 0, alpha: 0.3), dark: UIColor(white: 1, alpha: 0.15), name: "barHairline")

    /// The system's translucent chrome and hairline.
    open override func configureWithDefaultBackground() {
        super.configureWithDefaultBackground()
        backgroundColor = Self.chromeColor
        shadowColor = Self.hairlineColor
    }

    /// An opaque background of the system background color, with the hairline.
    open override func configureWithOpaqueBackground() {
        super.configureWithOpaqueBackground()
        shadowColor = Self.hairlineColor
    }

    /// No background and no hairline: the content behind shows through.
    open override func configureWithTransparentBackground() {
        super.configureWithTransparentBackground()
        backgroundColor = nil
        shadowColor = nil
    }
}
