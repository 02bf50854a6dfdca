import Foundation

/// A toolbar's look: the background and hairline of `UIBarAppearance`, and how its plain and done buttons look.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UIToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance.copy() as! UIBarButtonItemAppearance
        doneButtonAppearance = other.doneButtonAppearance.copy() as! UIBarButtonItemAppearance
    }
}
