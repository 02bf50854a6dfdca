import Foundation

/// A navigation bar's look: its background (from `UIBarAppearance`) and the attributes of its titles.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the inline title moves from its place.
    open var titlePositionAdjustment = UIOffset.zero
    /// How plain, done and back buttons look in each state.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The image the back button shows in place of its chevron, tinted as the chevron is unless it is drawn in its
    /// own colors; nil for the chevron.
    public private(set) var backIndicatorImage: UIImage?
    /// The mask iOS slides the back button's title under during a push; kept, as here the title cross-fades.
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UINavigationBarAppearance {
            (titleTextAttributes, largeTitleTextAttributes, titlePositionAdjustment) =
                (other.titleTextAttributes, other.largeTitleTextAttributes, other.titlePositionAdjustment)
            buttonAppearance = other.buttonAppearance.copy() as! UIBarButtonItemAppearance
            doneButtonAppearance = other.doneButtonAppearance.copy() as! UIBarButtonItemAppearance
            backButtonAppearance = other.backButtonAppearance.copy() as! UIBarButtonItemAppearance
            (backIndicatorImage, backIndicatorTransitionMaskImage) = (other.backIndicatorImage, other.backIndicatorTransitionMaskImage)
        }
    }

    /// Sets the back button's image in place of the chevron; both images or neither, as UIKit requires.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        guard (backIndicatorImage == nil) == (backIndicatorTransitionMaskImage == nil) else {
            return reportMisuse("UINavigationBarAppearance.setBackIndicatorImage(_:transitionMaskImage:): both images must be set, or both nil; nothing changed.")
        }
        (self.backIndicatorImage, self.backIndicatorTransitionMaskImage) = (backIndicatorImage, backIndicatorTransitionMaskImage)
    }
}
