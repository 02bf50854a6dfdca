import Foundation

/// How tab bar items look in one state: their icons' color, their titles' attributes and place, and their badges.
/// What is left unset falls back to the bar's tint colors and the system's look. As with every bar appearance, a
/// bar takes changes when the appearance is set on it again.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var iconColor: UIColor?
    open var badgePositionAdjustment = UIOffset.zero
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var badgeTitlePositionAdjustment = UIOffset.zero

    override init() { super.init() }

    func copyValues(from other: UITabBarItemStateAppearance) {
        (titleTextAttributes, titlePositionAdjustment, iconColor) = (other.titleTextAttributes, other.titlePositionAdjustment, other.iconColor)
        (badgePositionAdjustment, badgeBackgroundColor, badgeTextAttributes, badgeTitlePositionAdjustment) =
            (other.badgePositionAdjustment, other.badgeBackgroundColor, other.badgeTextAttributes, other.badgeTitlePositionAdjustment)
    }
}
