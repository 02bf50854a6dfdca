import Foundation

/// How tab bar items look in each state, for one layout: items stacked (image over title), inline (side by side, at
/// regular width) or compact inline.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, @preconcurrency NSCopying {
    public enum Style: Int, Sendable {
        case stacked, inline, compactInline
    }

    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()

    public override convenience init() {
        self.init(style: .stacked)
    }

    public init(style: Style) {
        super.init()
    }

    /// Every state back to the system's look for `style`: nothing set, so the bar's colors apply.
    open func configureWithDefault(for style: Style) {
        let fresh = UITabBarItemStateAppearance()
        for state in [normal, selected, disabled, focused] { state.copyValues(from: fresh) }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UITabBarItemAppearance()
        for (mine, theirs) in zip([normal, selected, disabled, focused], [copy.normal, copy.selected, copy.disabled, copy.focused]) {
            theirs.copyValues(from: mine)
        }
        return copy
    }

    /// The appearance of an item that is enabled or not, and selected or not.
    func state(enabled: Bool, selected: Bool) -> UITabBarItemStateAppearance {
        !enabled ? disabled : selected ? self.selected : normal
    }
}
