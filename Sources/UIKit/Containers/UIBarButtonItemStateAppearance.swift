import Foundation

/// How bar button items look in one state: their titles' attributes and place, and a background image. What is left
/// unset falls back to the items' own attributes and the bar's tint. A bar takes changes when the appearance is set
/// on it again.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var backgroundImage: UIImage?
    open var backgroundImagePositionAdjustment = UIOffset.zero

    override init() { super.init() }

    func copyValues(from other: UIBarButtonItemStateAppearance) {
        (titleTextAttributes, titlePositionAdjustment) = (other.titleTextAttributes, other.titlePositionAdjustment)
        (backgroundImage, backgroundImagePositionAdjustment) = (other.backgroundImage, other.backgroundImagePositionAdjustment)
    }
}
