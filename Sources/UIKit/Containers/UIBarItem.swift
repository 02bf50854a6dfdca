import Foundation

/// The base of items shown in bars: a title, an image, an enabled flag and a tag.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    // A bar makes its item views again when an item changes, so setting what an item already has changes nothing:
    // forms set `isEnabled` at every keystroke, and a button made again under a finger would lose its touch.
    open var title: String? { didSet { if title != oldValue { itemDidChange() } } }
    open var image: UIImage? { didSet { if image !== oldValue { itemDidChange() } } }
    open var landscapeImagePhone: UIImage? { didSet { if landscapeImagePhone !== oldValue { itemDidChange() } } }
    open var isEnabled = true { didSet { if isEnabled != oldValue { itemDidChange() } } }
    open var tag = 0
    /// Insets of the item's image; accepted, bars draw images centered.
    open var imageInsets: UIEdgeInsets = .zero
    /// A string that identifies the item to UI tests. The bar's view for the item takes this and the other
    /// accessibility values when the bar next lays out its items.
    open var accessibilityIdentifier: String? { didSet { itemDidChange() } }
    /// Whether assistive technologies see the item as one element: bar items are.
    open var isAccessibilityElement = true
    /// The item's name: its title until one is set, as UIKit's bar items describe themselves.
    open var accessibilityLabel: String? {
        get { ownAccessibilityLabel ?? title }
        set { ownAccessibilityLabel = newValue; itemDidChange() }
    }
    open var accessibilityHint: String? { didSet { itemDidChange() } }
    open var accessibilityValue: String? { didSet { itemDidChange() } }
    /// What the item is: a button, `.notEnabled` while disabled, until traits are set.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { ownAccessibilityTraits ?? (isEnabled ? .button : [.button, .notEnabled]) }
        set { ownAccessibilityTraits = newValue; itemDidChange() }
    }
    /// Actions assistive technologies offer on the item besides activating it.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    private var ownAccessibilityLabel: String?
    private var ownAccessibilityTraits: UIAccessibilityTraits?
    package var isAppearanceProxy = false
    package var ownAppearanceProperties: Set<AnyKeyPath> = []
    private var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
        (coder as? InterfaceCoder)?.decode(self)
    }

    /// The font (`.font`) and color (`.foregroundColor`) of the item's title in `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
        itemDidChange()
        appearancePropertyDidChange(\UIBarItem.titleAttributesByState[state.rawValue]) { (target: UIBarItem, source: UIBarItem) in
            target.setTitleTextAttributes(source.titleTextAttributes(for: state), for: state)
        }
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    /// Tells the bar showing the item to redraw it.
    package func itemDidChange() {
        owningBar?.setNeedsItemViews()
    }

    /// The bar whose views show this item, told when it changes.
    package weak var owningBar: (any BarItemHosting)?
}

extension UIBarItem: UIAppearance, AppearanceStyled {
    public static func appearance() -> Self {
        AppearanceRegistry.proxy(for: self, containers: [], traits: nil) { self.init(coder: NSCoder()) }
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.proxy(for: self, containers: containerTypes, traits: nil) { self.init(coder: NSCoder()) }
    }

    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceRegistry.proxy(for: self, containers: [], traits: trait) { self.init(coder: NSCoder()) }
    }

    public static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.proxy(for: self, containers: containerTypes, traits: trait) { self.init(coder: NSCoder()) }
    }
}

/// A bar that builds views for its items and rebuilds them when an item changes.
@MainActor
package protocol BarItemHosting: AnyObject {
    func setNeedsItemViews()
}
