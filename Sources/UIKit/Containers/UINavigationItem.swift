import Foundation

/// What a navigation bar shows while a controller is on top: its title or title view, its bar button items, and
/// what the back button to it says.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    open var title: String? { didSet { itemDidChange() } }
    open var titleView: UIView? { didSet { itemDidChange() } }
    open var prompt: String? { didSet { itemDidChange() } }
    /// The title of the back button that leads back to this item, when it is not on top.
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { itemDidChange() } }
    open var standardAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }

    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }

    open var hidesBackButton = false { didSet { itemDidChange() } }

    /// The search controller whose search bar the navigation bar shows under the title while this item is on top.
    open var searchController: UISearchController? { didSet { itemDidChange() } }
    /// Whether the search bar scrolls away with the content; accepted, the bar stays shown here.
    open var hidesSearchBarWhenScrolling = true

    /// The bar showing this item, told when it changes.
    weak var navigationBar: UINavigationBar?

    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
        (coder as? InterfaceCoder)?.decode(self)
    }

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        UIView.animate(if: animated) { self.leftBarButtonItem = item }
    }

    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        UIView.animate(if: animated) { self.rightBarButtonItem = item }
    }

    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        UIView.animate(if: animated) { self.leftBarButtonItems = items }
    }

    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        UIView.animate(if: animated) { self.rightBarButtonItems = items }
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        UIView.animate(if: animated) { self.hidesBackButton = hidesBackButton }
    }

    /// What the back button leading to this item says, before it is shortened to fit. A back bar button item takes
    /// precedence over the back button title, as UIKit's header says, even with no title of its own.
    var backTitle: String {
        if let backBarButtonItem { return backBarButtonItem.title ?? "" }
        return backButtonTitle ?? title ?? "Back"
    }

    private func itemDidChange() {
        navigationBar?.itemDidChange(self)
    }
}
