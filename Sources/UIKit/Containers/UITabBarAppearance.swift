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

    /// How items look in each state when stacked (image over title), side by side at regular width, and side by side
    /// in a compact height.
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// Where stacked items go, how far apart and how wide, when the bar's own `itemPositioning`, `itemSpacing` and
    /// `itemWidth` are left as the system's.
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    open var stackedItemSpacing: CGFloat = 0
    open var stackedItemWidth: CGFloat = 0
    /// The tint of the selection indicator image, which is drawn behind the selected item.
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance.copy() as! UITabBarItemAppearance
        inlineLayoutAppearance = other.inlineLayoutAppearance.copy() as! UITabBarItemAppearance
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy() as! UITabBarItemAppearance
        (stackedItemPositioning, stackedItemSpacing, stackedItemWidth) = (other.stackedItemPositioning, other.stackedItemSpacing, other.stackedItemWidth)
        (selectionIndicatorTintColor, selectionIndicatorImage) = (other.selectionIndicatorTintColor, other.selectionIndicatorImage)
    }

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
