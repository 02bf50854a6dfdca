import CoreGraphics
import Foundation

/// A container that shows a stack of controllers, one at a time, under a navigation bar: pushing slides the new
/// one in from the right, popping (the back button, or a swipe from the left edge) slides it away.
///
/// Its children are the stack. Each change makes UIKit's containment and appearance calls in UIKit's order: a
/// push calls the new controller's `willMove(toParent:)`, the old top's `viewWillDisappear`, the new one's
/// `viewWillAppear`, then after the transition the old top's `viewDidDisappear`, the new one's `viewDidAppear` and
/// `didMove(toParent:)`. A pop calls the popped controller's `willMove(toParent: nil)` and `viewWillDisappear`, the
/// revealed one's `viewWillAppear`, then `viewDidDisappear`, `didMove(toParent: nil)` and the revealed one's
/// `viewDidAppear`.
@preconcurrency @MainActor
open class UINavigationController: UIViewController, UINavigationBarDelegate {
    static let transitionDuration: TimeInterval = 0.35
    /// How far the view underneath moves left as another slides over it, as a fraction of the width.
    static let parallax: CGFloat = 0.3
    /// The darkness of the view underneath once another has slid over it.
    static let dimming: CGFloat = 0.1

    public let navigationBar: UINavigationBar
    public let toolbar: UIToolbar!
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The stack, root first.
    package var stack: [UIViewController] = []
    /// The change being made now: finishing it makes its last calls at once.
    var transition: NavigationTransition?
    /// The coordinator of the slide under way, or the context of a custom animator's push or pop.
    var slideCoordinator: BlockTransitionCoordinator?
    var customTransition: ViewControllerTransition?
    /// What `transitionCoordinator` returns during a push or pop.
    var navigationCoordinator: (any UIViewControllerTransitionCoordinator)? { customTransition ?? slideCoordinator }
    package private(set) lazy var edgePanRecognizer = UIScreenEdgePanGestureRecognizer(target: self, action: UINavigationController.handleEdgePan)
    private lazy var barTapRecognizer = UITapGestureRecognizer(target: self, action: UINavigationController.handleBarsTap)

    public init(rootViewController: UIViewController) {
        navigationBar = UINavigationBar()
        toolbar = UIToolbar()
        super.init(nibName: nil, bundle: nil)
        navigationBar.delegate = self
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller whose bars are instances of the given subclasses.
    ///
    /// Swift can only make an instance of a class given as a type through a `required` initializer, and a view's
    /// only one is `init?(coder:)`: the bars are made through it (with a coder that holds nothing), so a subclass
    /// must let it reach `super`. One that returns nil gets the plain bar.
    public init(navigationBarClass: UINavigationBar.Type?, toolbarClass: UIToolbar.Type?) {
        navigationBar = navigationBarClass.flatMap { $0.init(coder: NSCoder()) } ?? UINavigationBar()
        toolbar = toolbarClass.flatMap { $0.init(coder: NSCoder()) } ?? UIToolbar()
        super.init(nibName: nil, bundle: nil)
        navigationBar.delegate = self
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = UINavigationBar()
        toolbar = UIToolbar()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.delegate = self
    }

    public required init?(coder: NSCoder) {
        navigationBar = UINavigationBar()
        toolbar = UIToolbar()
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        navigationBar.delegate = self
    }

    // MARK: The stack

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }

    /// The controller on screen: the one presented over the navigation interface, if any, else the top one.
    /// Called once `controller` is on top after a change of the stack, before the delegate's `didShow`; the More
    /// tab's navigation controller follows it.
    package func didShowTopViewController(_ controller: UIViewController) {}

    open var visibleViewController: UIViewController? {
        var visible = presentedViewController ?? stack.last?.presentedViewController
        while let presented = visible?.presentedViewController { visible = presented }
        return visible ?? stack.last
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(viewController) else {
            return reportMisuse("pushViewController: \(viewController) is already in the stack; not pushed.")
        }
        if viewController.parent != nil { viewController.removeFromParent() }
        setStack(stack + [viewController], animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let popped = stack.last
        setStack(Array(stack.dropLast()), animated: animated)
        return popped
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(of: viewController) else {
            reportMisuse("popToViewController: \(viewController) is not in the stack; nothing popped.")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        setStack(Array(stack[...index]), animated: animated)
        return popped
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers where !unique.contains(controller) { unique.append(controller) }
        if unique.count != viewControllers.count { reportMisuse("setViewControllers: a controller appears twice; kept the first.") }
        setStack(unique, animated: animated)
    }

    /// Pushes `vc`: inside a navigation controller, showing means pushing.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// Unwinding toward a controller of the stack pops to it; children of a controller being unwound past are
    /// searched from the top of the stack down.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        if viewControllers.contains(subsequentVC), topViewController !== subsequentVC { _ = popToViewController(subsequentVC, animated: true) }
    }

    open override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let stack = viewControllers
        guard let containing = childContaining(source), let index = stack.firstIndex(of: containing) else { return stack.reversed() }
        return stack[..<index].reversed()
    }

    // MARK: Bars

    private var navigationBarHiddenState = false
    private var toolbarHiddenState = true

    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenState }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Whether the toolbar is hidden; it is until asked for.
    open var isToolbarHidden: Bool {
        get { toolbarHiddenState }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Slides the bar off the top (or back), taking its height out of the top controller's safe area.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        UIView.animate(if: animated, duration: Self.transitionDuration / 1.5) {
            self.navigationBarHiddenState = hidden
            self.layoutBarsAndTop()
        }
    }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        UIView.animate(if: animated, duration: Self.transitionDuration / 1.5) {
            self.toolbarHiddenState = hidden
            self.layoutBarsAndTop()
        }
    }

    /// Whether a tap on the content hides the bars, and the next shows them again.
    open var hidesBarsOnTap = false {
        didSet { barTapRecognizer.isEnabled = hidesBarsOnTap }
    }

    /// The swipe from the left edge that pops the top controller, following the finger.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePanRecognizer }

    func toolbarItemsDidChange(of controller: UIViewController, animated: Bool) {
        guard controller === topViewController else { return }
        toolbar.setItems(controller.toolbarItems, animated: animated)
    }

    // MARK: UINavigationBarDelegate

    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }

    // MARK: The view

    open override func loadView() {
        view = NavigationContainerView(controller: self)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(navigationBar)
        view.addSubview(toolbar)
        edgePanRecognizer.edges = .left
        view.addGestureRecognizer(edgePanRecognizer)
        barTapRecognizer.isEnabled = hidesBarsOnTap
        view.addGestureRecognizer(barTapRecognizer)
        if let top = topViewController { install(top) }
    }

    /// The container forwards appearance to its top controller itself, as transitions need.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard transition == nil, let top = topViewController else { return }
        install(top)
        top.beginAppearanceTransition(true, animated: animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if transition == nil { topViewController?.endAppearanceTransition() }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        transition?.finish()
        topViewController?.beginAppearanceTransition(false, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        topViewController?.endAppearanceTransition()
    }

    open override var childForStatusBarStyle: UIViewController? { topViewController }
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    // MARK: Layout

    /// The bars' frames, then the top controller's frame and the safe-area insets the bars add to it.
    func layoutBarsAndTop() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds, safe = view.safeAreaInsets
        let scrolled = topViewController.flatMap(Self.contentScrollView).map { scrollView in
            scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        } ?? 0
        navigationBar.largeTitleCollapse = scrolled
        navigationBar.isAtScrollEdge = scrolled <= 0
        let barHeight = navigationBar.sizeThatFits(bounds.size).height
        navigationBar.frame = CGRect(x: 0, y: isNavigationBarHidden ? -barHeight : safe.top, width: bounds.width, height: barHeight)
        toolbar.frame = CGRect(x: 0, y: toolbarIsShown ? bounds.maxY - safe.bottom - UIToolbar.height : bounds.maxY,
                               width: bounds.width, height: UIToolbar.height)
        for controller in [topViewController, transition?.below].compactMap({ $0 }) {
            guard let child = controller.viewIfLoaded, child.superview === view else { continue }
            let (frame, insets) = placement(of: controller)
            child.frame = CGRect(x: child.frame.minX, y: frame.minY, width: frame.width, height: frame.height)
            if transition == nil { child.frame.origin.x = frame.minX }
            controller.containerBarInsets = insets
        }
    }

    /// The scroll view a collapsing large title follows: the controller's view, or a scroll view along its top.
    private static func contentScrollView(of controller: UIViewController) -> UIScrollView? {
        guard let view = controller.viewIfLoaded else { return nil }
        if let scrollView = view as? UIScrollView { return scrollView }
        return view.subviews.lazy.compactMap { $0 as? UIScrollView }.first { $0.frame.minY <= 0 && !$0.isHidden }
    }

    /// A scroll view moved its content: the top controller's may collapse or expand the large title, and leave or
    /// reach the scroll edge.
    package func contentScrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let top = topViewController, Self.contentScrollView(of: top) === scrollView else { return }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Whether the toolbar is on screen: not hidden, and not hidden by a pushed top controller that hides bottom bars.
    var toolbarIsShown: Bool {
        !isToolbarHidden && !(stack.count > 1 && topViewController?.hidesBottomBarWhenPushed == true)
    }

    /// Where a child's view goes and the insets the bars add to its safe area: under the bars along the edges it
    /// extends to (`edgesForExtendedLayout`; opaque bars only with `extendedLayoutIncludesOpaqueBars`), below or
    /// above them otherwise.
    final func placement(of controller: UIViewController) -> (frame: CGRect, insets: UIEdgeInsets) {
        let bounds = view.bounds
        var frame = bounds, insets = UIEdgeInsets.zero
        let underOpaque = controller.extendedLayoutIncludesOpaqueBars
        if !isNavigationBarHidden {
            if controller.edgesForExtendedLayout.contains(.top), navigationBar.isTranslucent || underOpaque {
                // Insets follow the bar with its large title shown, so a collapsing title does not move the content.
                insets.top = navigationBar.expandedHeight
            } else {
                frame.origin.y = navigationBar.frame.maxY
                frame.size.height -= frame.minY
            }
        }
        if toolbarIsShown {
            if controller.edgesForExtendedLayout.contains(.bottom), toolbar.isTranslucent || underOpaque {
                insets.bottom = UIToolbar.height
            } else {
                frame.size.height = toolbar.frame.minY - frame.minY
            }
        }
        return (frame, insets)
    }

    /// Puts `controller`'s view in the container, under the bars, where it belongs when nothing moves.
    final func install(_ controller: UIViewController) {
        let child = controller.view!
        if child.superview !== view { view.insertSubview(child, belowSubview: navigationBar) }
        let (frame, insets) = placement(of: controller)
        child.frame = frame
        controller.containerBarInsets = insets
        toolbar.items = controller.toolbarItems
    }

    // MARK: Bars on tap

    private final func handleBarsTap() {
        let hide = !isNavigationBarHidden
        setNavigationBarHidden(hide, animated: true)
        if topViewController?.toolbarItems?.isEmpty == false { setToolbarHidden(hide, animated: true) }
    }
}

/// A navigation controller's root view: its layout places the bars and the top controller's view.
@MainActor
final class NavigationContainerView: UIView {
    private weak var controller: UINavigationController?

    init(controller: UINavigationController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutBarsAndTop()
    }
}
