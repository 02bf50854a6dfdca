import Foundation

/// A container that shows one of its child controllers at a time, chosen with the tab bar along the bottom.
///
/// With more than five controllers the bar shows the first four and a More tab, whose `moreNavigationController`
/// lists the rest. The children are the view controllers (and the More controller when there is one); only the
/// selected child's view is in the hierarchy, filling the controller's view, and its safe area includes the bar.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The most tabs the bar shows; beyond it, the last one is More.
    static let maximumTabs = 5

    open weak var delegate: UITabBarControllerDelegate?

    /// The bar along the bottom of the controller's view; its delegate is this controller.
    public let tabBar = UITabBar(frame: .zero)

    /// The controllers whose tabs the user may rearrange from the More list in UIKit; setting `viewControllers`
    /// sets it to the same array, as UIKit does. Kept, not used: the More list here has no Edit button.
    open var customizableViewControllers: [UIViewController]?

    private var controllers: [UIViewController]?
    /// The selected controller: one of `controllers`, or the More controller showing its list.
    private weak var selected: UIViewController?
    private var moreController: UIMoreNavigationController?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUpTabBar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        setUpTabBar()
    }

    private final func setUpTabBar() {
        tabBar.delegate = self
        tabBar.isManaged = true
        tabBar.shouldSelectItem = { [unowned self] item in
            guard let controller = controller(for: item) else { return false }
            return delegate?.tabBarController(self, shouldSelect: controller) ?? true
        }
    }

    // MARK: View controllers

    /// The controllers, one a tab; setting them is `setViewControllers(_:animated:)` without animation.
    open var viewControllers: [UIViewController]? {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the controllers; the selected one stays selected if it is among them, or else the one at the same
    /// index, or the first, as UIKit documents. Animation is not supported, so the change is immediate.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers ?? [] where !unique.contains(where: { $0 === controller }) {
            guard controller !== self, !(controller is UIMoreNavigationController) else {
                reportMisuse("UITabBarController.setViewControllers: \(controller) can't be one of its tabs; left out.")
                continue
            }
            unique.append(controller)
        }
        let old = controllers ?? []
        let previousIndex = selectedIndex
        let needsMore = unique.count > Self.maximumTabs
        var next: UIViewController?
        if let selected, selected === moreController, needsMore {
            next = selected
        } else if let selected, unique.contains(where: { $0 === selected }) {
            next = selected
        } else {
            next = unique.indices.contains(previousIndex) ? unique[previousIndex] : unique.first
        }

        let oldShown = shownController
        let removed = old.filter { controller in !unique.contains { $0 === controller } }
        let added = unique.filter { controller in !old.contains { $0 === controller } }
        controllers = viewControllers == nil ? nil : unique
        customizableViewControllers = controllers
        selected = next
        // UIKit removes the old controllers before it installs the new ones; the shown one leaves with its view.
        for controller in removed where controller !== oldShown {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in added where controller.parent !== self { addChild(controller) }
        var moreAdded = false
        if needsMore {
            let more = self.more
            if more.parent !== self {
                addChild(more)
                moreAdded = true
            }
            more.listedControllers = Array(unique[(Self.maximumTabs - 1)...])
        } else if let more = moreController, more.parent === self {
            more.listedControllers = []
            more.willMove(toParent: nil)
            if more !== oldShown { more.viewIfLoaded?.removeFromSuperview() }
            more.removeFromParent()
        }
        let newShown = shownController
        if let item = next.flatMap(overflowItem) { moreController?.push(item) }
        transition(from: oldShown, to: newShown) {
            if let oldShown, removed.contains(where: { $0 === oldShown }) {
                oldShown.willMove(toParent: nil)
                oldShown.viewIfLoaded?.removeFromSuperview()
                oldShown.removeFromParent()
            }
        }
        for controller in added { controller.didMove(toParent: self) }
        if moreAdded { moreController?.didMove(toParent: self) }
        updateTabBar()
    }

    /// The index of the selected controller in `viewControllers`; `NSNotFound` while the More list is shown.
    open var selectedIndex: Int {
        get {
            guard let selected, let index = controllers?.firstIndex(where: { $0 === selected }) else { return NSNotFound }
            return index
        }
        set {
            guard let controllers, controllers.indices.contains(newValue) else {
                return reportMisuse("UITabBarController.selectedIndex: \(newValue) is not an index of viewControllers; the selection is unchanged.")
            }
            select(controllers[newValue])
        }
    }

    /// The selected controller: one of `viewControllers` (one on the More list is shown inside the More tab), or
    /// `moreNavigationController` while its list is shown.
    open var selectedViewController: UIViewController? {
        get { selected }
        set {
            guard let newValue else { return }
            guard newValue === moreController || controllers?.contains(where: { $0 === newValue }) == true else {
                return reportMisuse("UITabBarController.selectedViewController: \(newValue) is not one of viewControllers; the selection is unchanged.")
            }
            select(newValue)
        }
    }

    /// The navigation controller of the More tab, whose root lists the controllers the bar has no room for.
    open var moreNavigationController: UINavigationController { more }

    private final var more: UIMoreNavigationController {
        if let moreController { return moreController }
        let more = UIMoreNavigationController()
        more.owner = self
        moreController = more
        return more
    }

    /// Unwinding toward one of the tabs selects it.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        if viewControllers?.contains(subsequentVC) == true { selectedViewController = subsequentVC }
    }

    // MARK: Selecting

    /// The child whose view is shown: the selected controller, or the More controller when it shows the list or
    /// one of the controllers on it.
    private var shownController: UIViewController? {
        guard let selected else { return nil }
        return selected === moreController || overflowItem(selected) != nil ? moreController : selected
    }

    /// `controller` when it is one of those on the More list.
    private final func overflowItem(_ controller: UIViewController) -> UIViewController? {
        guard let controllers, controllers.count > Self.maximumTabs,
              let index = controllers.firstIndex(where: { $0 === controller }), index >= Self.maximumTabs - 1 else { return nil }
        return controller
    }

    private final func select(_ controller: UIViewController) {
        let oldShown = shownController
        selected = controller
        if let item = overflowItem(controller) {
            moreController?.push(item)
        } else if controller === moreController, oldShown === moreController {
            moreController?.popToList()
        }
        transition(from: oldShown, to: shownController)
        updateTabBar()
    }

    /// The controller a tab bar item stands for.
    private final func controller(for item: UITabBarItem) -> UIViewController? {
        if let moreController, item === moreController.tabBarItem, moreController.parent === self { return moreController }
        return visibleControllers.first { $0.tabBarItem === item }
    }

    /// The controllers with a tab of their own.
    private var visibleControllers: [UIViewController] {
        let all = controllers ?? []
        return all.count > Self.maximumTabs ? Array(all.prefix(Self.maximumTabs - 1)) : all
    }

    /// Selects the tapped item's controller; the tab bar asked the delegate before selecting the item.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let controller = controller(for: item) else { return }
        select(controller)
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Called by the More controller when a row's controller or the list is on top, which is the selection while
    /// the More tab is the one shown.
    func moreControllerDidShow(_ controller: UIViewController?) {
        guard shownController === moreController else { return }
        selected = controller ?? moreController
    }

    /// Called when a child's `tabBarItem` was replaced.
    func childTabBarItemDidChange() {
        updateTabBar()
        moreController?.rebuildRows()
    }

    private final func updateTabBar() {
        var items = visibleControllers.map { $0.tabBarItem! }
        if let moreController, moreController.parent === self { items.append(moreController.tabBarItem) }
        if tabBar.items?.count != items.count || zip(tabBar.items ?? [], items).contains(where: { $0 !== $1 }) {
            tabBar.isUpdatingFromController = true
            tabBar.setItems(items, animated: false)
            tabBar.isUpdatingFromController = false
        }
        let shown = shownController
        tabBar.selectedItem = shown === moreController ? moreController?.tabBarItem : shown?.tabBarItem
    }

    /// Swaps the shown child's view, calling the appearance methods in UIKit's order: the old child's
    /// `viewWillDisappear`, the new one's `viewWillAppear`, then `viewDidDisappear` and `viewDidAppear`.
    private final func transition(from old: UIViewController?, to new: UIViewController?, afterRemoving: () -> Void = {}) {
        guard old !== new else { return afterRemoving() }
        let visible = appearanceState == .appeared || appearanceState == .appearing
        if visible {
            old?.beginAppearanceTransition(false, animated: false)
            new?.beginAppearanceTransition(true, animated: false)
        }
        if let oldView = old?.viewIfLoaded, oldView.superview === viewIfLoaded { oldView.removeFromSuperview() }
        afterRemoving()
        if isViewLoaded { installShownView() }
        if visible {
            old?.endAppearanceTransition()
            if appearanceState == .appeared { new?.endAppearanceTransition() }
        }
    }

    // MARK: View

    open override func loadView() {
        let container = ContainerView(frame: UIScreen.main.bounds)
        container.layOut = { [unowned self] in layOutTabs() }
        view = container
        container.addSubview(tabBar)
        installShownView()
    }

    private final func installShownView() {
        guard let shown = shownController, let view = viewIfLoaded else { return }
        let childView = shown.view!
        guard childView.superview !== view else { return }
        childView.frame = view.bounds
        view.insertSubview(childView, belowSubview: tabBar)
        view.setNeedsLayout()
    }

    /// The bar at the bottom, as tall as it wants (49 points and the bottom safe area); the shown child filling the
    /// view, with the bar added to the bottom of its safe area.
    private final func layOutTabs() {
        guard let view = viewIfLoaded else { return }
        let barHeight = UITabBar.barHeight + view.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - barHeight, width: view.bounds.width, height: barHeight)
        guard let shown = shownController, let childView = shown.viewIfLoaded, childView.superview === view else { return }
        childView.frame = view.bounds
        shown.containerBarInsets = UIEdgeInsets(top: 0, left: 0, bottom: tabBar.isHidden ? 0 : UITabBar.barHeight, right: 0)
    }

    // MARK: Appearance

    /// The tab bar controller forwards appearance to the shown child itself, so that switching tabs keeps UIKit's order.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        shownController?.beginAppearanceTransition(true, animated: animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        shownController?.endAppearanceTransition()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        shownController?.beginAppearanceTransition(false, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        shownController?.endAppearanceTransition()
    }

    /// The shown child decides whether the status bar is hidden and its style.
    open override var childForStatusBarHidden: UIViewController? { shownController }
    open override var childForStatusBarStyle: UIViewController? { shownController }
}
