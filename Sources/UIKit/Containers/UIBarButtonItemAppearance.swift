import Foundation

/// How a navigation bar's or toolbar's buttons of one kind (plain, done, back) look in each state.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, @preconcurrency NSCopying {
    public let normal = UIBarButtonItemStateAppearance()
    public let highlighted = UIBarButtonItemStateAppearance()
    public let disabled = UIBarButtonItemStateAppearance()
    public let focused = UIBarButtonItemStateAppearance()

    public override convenience init() {
        self.init(style: .plain)
    }

    public init(style: UIBarButtonItem.Style) {
        super.init()
    }

    /// Every state back to the system's look for `style`: nothing set, so the items' attributes and tint apply.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        let fresh = UIBarButtonItemStateAppearance()
        for state in [normal, highlighted, disabled, focused] { state.copyValues(from: fresh) }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBarButtonItemAppearance()
        for (mine, theirs) in zip([normal, highlighted, disabled, focused], [copy.normal, copy.highlighted, copy.disabled, copy.focused]) {
            theirs.copyValues(from: mine)
        }
        return copy
    }

    /// The look of a button in `state` (normal, highlighted or disabled).
    func look(for state: UIControl.State) -> UIBarButtonItemStateAppearance {
        state == .highlighted ? highlighted : state == .disabled ? disabled : normal
    }
}
