import Foundation

/// An object that manages a view hierarchy: loading it on demand, and telling you as it appears, lays out and disappears.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment, UIContentContainer {
    /// The controller's properties by key, for key-value coding and observing.
    open nonisolated override class var objcMemberTable: ObjCMemberTable { controllerKeyValues }
    private nonisolated static let controllerKeyValues = ObjCMemberTable(inheriting: UIResponder.objcMemberTable, properties: [
        .readWrite("view", { \UIViewController.view }, set: { $0.view = $1 }), .readWrite("title") { \UIViewController.title },
        .readWrite("preferredContentSize") { \UIViewController.preferredContentSize },
        .readOnly("navigationItem") { \UIViewController.navigationItem },
        .readOnly("navigationController") { \UIViewController.navigationController },
    ])

    public let nibName: String?
    public let nibBundle: Bundle?

    /// Interface files don't exist here; `nibName` is kept for code that passes one, and `loadView()` still builds the view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A controller made from a storyboard, with what the file gives it (its view is loaded from the file when first
    /// read); from any other coder, a controller as `init()` makes it.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = (coder as? InterfaceCoder)?.bundle
        super.init()
        setUpForDecoding()
        (coder as? InterfaceCoder)?.decode(self)
    }

    /// Sets up the parts of a controller made from an archive before what the archive says is applied.
    package func setUpForDecoding() {}

    // MARK: The view

    private var loadedView: UIView?

    /// The root view, loaded through `loadView()` and `viewDidLoad()` the first time it is read.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    open var isViewLoaded: Bool { loadedView != nil }

    open var viewIfLoaded: UIView? { loadedView }

    /// Creates the root view: from the controller's storyboard scene, else from its nib (`nibName`, or when nil a
    /// xib named after the class, first without its `Controller` suffix), else a plain view the size of the main screen.
    open func loadView() {
        if let storyboardScene { return storyboardScene.loadView(of: self) }
        let className = String(describing: type(of: self))
        let names = nibName.map { [$0] } ?? [className.hasSuffix("Controller") ? String(className.dropLast("Controller".count)) : nil, className].compactMap { $0 }
        if let name = names.first(where: { InterfaceDocument.named($0, extension: "xib", in: nibBundle) != nil }) {
            _ = UINib(nibName: name, bundle: nibBundle).instantiate(withOwner: self)
            if isViewLoaded { return }
            reportMisuse("-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet was not set.")
        } else if let nibName {
            reportMisuse("Could not load NIB in bundle: '\(nibBundle?.bundlePath ?? Bundle.main.bundlePath)' with name '\(nibName)'")
        }
        view = UIView(frame: UIScreen.main.bounds)
    }

    // MARK: Storyboards

    /// The storyboard the controller was made from, if any.
    public internal(set) var storyboard: UIStoryboard?
    /// The scene the controller was made from, whose view it loads.
    package var storyboardScene: InterfaceScene?
    /// The segues of the controller's scene that it performs by identifier.
    package var segueTemplates: [String: InterfaceSegueTemplate] = [:]
    /// The name state restoration knows the controller by; set in code or by a storyboard.
    open var restorationIdentifier: String?

    /// Performs the segue of the controller's storyboard scene named `identifier`: its destination made anew,
    /// `prepare(for:sender:)` called, then the transition. An identifier the scene lacks is reported, as iOS raises.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let template = segueTemplates[identifier] else {
            return reportMisuse("Receiver (\(self)) has no segue with identifier '\(identifier)'", raising: "NSInvalidArgumentException")
        }
        template.perform(from: self, sender: sender)
    }

    /// Called before a segue from this controller is performed, to hand the destination what it needs.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether a segue a control, item or cell triggers is performed; true unless overridden.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Whether this controller is where an unwind segue with `action` from `fromViewController` ends: by default,
    /// when it has the action method (in its member table) and is not the segue's source.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        self !== fromViewController && responds(to: action)
    }

    /// The children an unwind search looks in, nearest first: by default every child but the one the segue starts in,
    /// last added first.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        return children.reversed().filter { $0 !== containing }
    }

    /// The child that is, or holds, the unwind segue's source.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        children.first { child in
            var node: UIViewController? = source.source
            while let current = node, current !== child { node = current.parent }
            return node != nil
        }
    }

    /// Called on each container between an unwind segue's destination and its source, with the child toward the
    /// destination, to show it; a navigation controller pops to it, a tab bar controller selects it. Does nothing here.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    open func viewDidLoad() {}

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil {
            reportMisuse("\(type(of: self)).loadView() did not set a view; using a plain view.")
            view = UIView(frame: UIScreen.main.bounds)
        }
        viewDidLoad()
    }

    /// The title; setting it also titles the controller's navigation item and tab bar item, once they exist, as
    /// UIKit does.
    open var title: String? {
        didSet {
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
            didChangeValue(forKey: "title")
        }
    }

    /// The item `tabBarItem` made or was given (UIViewController+TabBar.swift).
    package var tabBarItemStorage: UITabBarItem?

    // MARK: Appearance (driven by UIViewController+Appearance.swift)

    package var appearanceState = AppearanceState.disappeared
    package var pendingAppearanceAnimated = false

    /// Whether the controller forwards appearance callbacks to its children; containers that manage their own return false.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    open func viewWillAppear(_ animated: Bool) {}
    /// Called between `viewWillAppear(_:)` and `viewDidAppear(_:)`, once the view is in the window with up-to-date
    /// traits and size, before it lays out: where to update the interface for its size and traits.
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Layout

    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}

    /// Called after the root view has laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: Auto Layout

    /// Updates the constraints of the controller's view; call `super.updateViewConstraints()` as the last step.
    open func updateViewConstraints() {
        calledSuperUpdateViewConstraints = true
        viewIfLoaded?.updateConstraints()
    }

    /// Whether the last `updateViewConstraints()` reached this implementation, so a missing `super` call is reported.
    package var calledSuperUpdateViewConstraints = false

    /// Insets added to the safe area the root view inherits, for content of the controller's own (a custom bar).
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            viewIfLoaded?.superview?.safeAreaNeedsPropagation = true
            (viewIfLoaded?.superview ?? viewIfLoaded)?.setNeedsLayout()
        }
    }

    /// What a container adds to this controller's safe area for its bars (navigation bar, toolbar, tab bar), which the bar guides count
    /// and `additionalSafeAreaInsets` leaves out, as in UIKit.
    package var containerBarInsets = UIEdgeInsets.zero {
        didSet {
            guard containerBarInsets != oldValue else { return }
            viewIfLoaded?.superview?.safeAreaNeedsPropagation = true
            (viewIfLoaded?.superview ?? viewIfLoaded)?.setNeedsLayout()
        }
    }

    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins`.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { viewIfLoaded?.layoutMarginsChanged() } }
    }

    /// The smallest margins UIKit gives a root view: 16 points at the sides when compact, 20 when regular width.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = (viewIfLoaded?.bounds.width ?? 0) >= 678 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The bottom of the status bar and any top bar, for constraints written before safe areas.
    open var topLayoutGuide: UILayoutSupport { barGuides.top }

    /// The top of any bottom bar, for constraints written before safe areas.
    open var bottomLayoutGuide: UILayoutSupport { barGuides.bottom }

    private var barGuideStorage: (top: BarLayoutGuide, bottom: BarLayoutGuide)?

    private var barGuides: (top: BarLayoutGuide, bottom: BarLayoutGuide) {
        if let barGuideStorage { return barGuideStorage }
        let guides = (top: BarLayoutGuide(edge: .top, of: self), bottom: BarLayoutGuide(edge: .bottom, of: self))
        barGuideStorage = guides
        updateBarGuides()
        return guides
    }

    /// Keeps the bar guides, once someone has used them, as tall as the safe area insets they stand for.
    package func updateBarGuides() {
        barGuideStorage?.top.update()
        barGuideStorage?.bottom.update()
    }

    // MARK: Navigation (the rest is in UIViewController+Navigation.swift)

    package var navigationItemStorage: UINavigationItem?
    package var editButtonItemStorage: UIBarButtonItem?
    private var editingState = false

    /// What a navigation bar shows while this controller is on top; its title follows the controller's `title`.
    open var navigationItem: UINavigationItem {
        if let navigationItemStorage { return navigationItemStorage }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.toolbarItemsDidChange(of: self, animated: false) }
    }

    /// Whether a tab bar (or a navigation controller's toolbar) hides while this controller is pushed on top.
    open var hidesBottomBarWhenPushed = false

    /// The edges of the container's view this controller's view extends to, under the bars there.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { parent?.viewIfLoaded?.setNeedsLayout() }
    }

    /// Whether the view extends under opaque bars too, along `edgesForExtendedLayout`.
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { parent?.viewIfLoaded?.setNeedsLayout() }
    }

    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing on or off; the `editButtonItem` follows, titled Done while editing.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        editButtonItemStorage?.showEditing(editing)
    }

    /// Pushes `vc` onto the nearest navigation controller above this one, or presents it modally when there is
    /// none; containers override it.
    open func show(_ vc: UIViewController, sender: Any?) {
        showInNearestContainer(vc, sender: sender, detail: false)
    }

    /// Shows `vc` as the detail of the nearest container that has one (a split view); otherwise presents it from
    /// the window's root controller, as UIKit does.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        showInNearestContainer(vc, sender: sender, detail: true)
    }

    // MARK: Memory

    /// Called when the system is short of memory; the application sends it to every controller whose view is loaded.
    open func didReceiveMemoryWarning() {}

    // MARK: Orientation

    /// Whether the screen may turn with the device while this controller is shown. A desktop window does not rotate,
    /// so UIKit here only answers the question for code that asks it.
    open var shouldAutorotate: Bool { true }
    /// The orientations the controller supports: every one on an iPad, all but upside down on a phone, as UIKit's
    /// default.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    /// The orientation the controller prefers when presented full screen.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    /// Asks the system to apply a change of `supportedInterfaceOrientations`; nothing turns on a desktop.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}

    /// Asks the system to turn the interface to the device's orientation; nothing turns on a desktop.
    public static func attemptRotationToDeviceOrientation() {}

    // MARK: Status bar

    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// How the status bar hides and shows when `setNeedsStatusBarAppearanceUpdate()` is called in an animation block.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose `prefersStatusBarHidden` decides instead of this controller's.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// The child whose `preferredStatusBarStyle` decides instead of this controller's.
    open var childForStatusBarStyle: UIViewController? { nil }

    /// Tells the window to ask again whether the status bar is hidden and which style it has.
    open func setNeedsStatusBarAppearanceUpdate() {
        viewIfLoaded?.window?.updateStatusBarAppearance()
    }

    // MARK: Home indicator and system gestures

    /// Whether the controller would like the home indicator hidden. A desktop window has no home indicator, so the
    /// answer is asked for by nothing here; it is kept for code that overrides it.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose `prefersHomeIndicatorAutoHidden` decides instead of this controller's.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// Asks the system to read `prefersHomeIndicatorAutoHidden` again; there is no home indicator on a desktop.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// The screen edges whose system gestures wait for the app's own; a desktop window has none.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose `preferredScreenEdgesDeferringSystemGestures` decides instead of this controller's.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Asks the system to read `preferredScreenEdgesDeferringSystemGestures` again; there are no system edge gestures
    /// on a desktop.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}

    /// Whether the controller's scroll views get their top and bottom insets from the bars (deprecated since iOS 11):
    /// with false, a scroll view whose `contentInsetAdjustmentBehavior` is `.automatic` adjusts only along the axes it
    /// scrolls, as `.scrollableAxes` does.
    @available(*, deprecated, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead.")
    open var automaticallyAdjustsScrollViewInsets: Bool {
        get { adjustsScrollViewInsets }
        set {
            adjustsScrollViewInsets = newValue
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// What `automaticallyAdjustsScrollViewInsets` says, read by scroll views without a deprecation warning.
    package var adjustsScrollViewInsets = true

    // MARK: Containment

    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?
    private var movingToParent = false
    /// Set while `transition(from:to:…)` moves this child's view, which calls its appearance methods itself.
    package var isInChildTransition = false
    /// Set by `removeFromParent()`, or earlier by a container that pops the controller.
    package var movingFromParent = false

    open var isMovingToParent: Bool { movingToParent }
    open var isMovingFromParent: Bool { movingFromParent }

    /// Makes `childController` a child; calls its `willMove(toParent:)`. Add its view, then call its `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, !isDescendantController(of: childController) else {
            return reportMisuse("addChild: refused to make \(childController) a child of itself or of its own descendant.")
        }
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.movingToParent = true
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent and calls its `didMove(toParent: nil)`.
    ///
    /// Call `willMove(toParent: nil)` and remove the view first, as UIKit documents.
    open func removeFromParent() {
        guard let parent else { return }
        movingFromParent = true
        parent.children.removeAll { $0 === self }
        parent.childTraitOverrides[ObjectIdentifier(self)] = nil
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a container.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller is added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {
        movingToParent = false
        movingFromParent = false
    }

    private func isDescendantController(of controller: UIViewController) -> Bool {
        var current = parent
        while let candidate = current {
            if candidate === controller { return true }
            current = candidate.parent
        }
        return false
    }

    // MARK: Traits and size transitions (propagation is in Traits/UIView+Traits.swift)

    /// The traits from the parent (with any it overrides for this child), else from where the view is, else the main
    /// screen's, with the controller's own interface style.
    open var traitCollection: UITraitCollection {
        guard !isResolvingTraits else { return traitsAfterLookupLoop() }
        isResolvingTraits = true
        defer { isResolvingTraits = false }
        let inherited = parent.map { $0.traits(forChild: self) } ?? loadedView?.superview?.traitCollection ?? UIScreen.main.traitCollection
        return inherited.overriding(style: overrideUserInterfaceStyle)
    }

    /// Whether `traitCollection` is being computed further down the stack, which only a misplaced view causes.
    private var isResolvingTraits = false

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// An interface style for this controller, its view and its children; `.unspecified` inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { loadedView?.traitsDidChange() } }
    }

    /// Traits a child gets in place of this controller's, for the traits that `collection` specifies.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        guard children.contains(where: { $0 === childViewController }) else {
            return reportMisuse("setOverrideTraitCollection(_:forChild:): \(childViewController) is not a child of \(self).")
        }
        childTraitOverrides[ObjectIdentifier(childViewController)] = collection
        childViewController.loadedView?.traitsDidChange()
    }

    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    private var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]

    package func traits(forChild child: UIViewController) -> UITraitCollection {
        guard let override = overrideTraitCollection(forChild: child) else { return traitCollection }
        return UITraitCollection(traitsFrom: [traitCollection, override])
    }

    /// The traits `traitCollectionDidChange(_:)` last reported.
    package var reportedTraits: UITraitCollection?
    package var traitRegistrations: [TraitChangeRegistration] = []

    /// The size the controller's view wants when shown in a container that asks (a popover, a form sheet).
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            didChangeValue(forKey: "preferredContentSize")
            if let parent { return parent.preferredContentSizeDidChange(forChildContentContainer: self) }
            if presentation.presenting != nil { presentation.controller?.preferredContentSizeDidChange(forChildContentContainer: self) }
        }
    }

    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size a child gets in a container of `parentSize`; by default all of it.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// Called before the view's size changes to `size` (the window resizes); the default tells the children.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }

    /// Called before the traits change to `newCollection`; the default tells the children, with their overrides.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            let traits = overrideTraitCollection(forChild: child).map { UITraitCollection(traitsFrom: [newCollection, $0]) } ?? newCollection
            child.willTransition(to: traits.overriding(style: child.overrideUserInterfaceStyle), with: coordinator)
        }
    }

    // MARK: Presentation (UIViewController+Presentation.swift)

    /// How the controller covers the screen when presented; `.automatic` is a page sheet.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// Whether the user is kept from dismissing the presentation with a swipe or a tap outside.
    open var isModalInPresentation = false
    /// Whether a `.currentContext` presentation from this controller or its descendants covers this controller's view.
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// Whether a presented controller that does not cover the screen decides the status bar all the same.
    open var modalPresentationCapturesStatusBarAppearance = false
    package let presentation = PresentationLinks()

    // MARK: Responder chain

    /// The root view's superview, or the parent controller, or the window for a root controller.
    open override var next: UIResponder? {
        loadedView?.superview ?? parent ?? loadedView?.window
    }
}
