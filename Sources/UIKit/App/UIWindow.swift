import CoreGraphics
import QuartzCore

/// The backdrop for the app's user interface: it hosts exactly one root view controller, whose view fills it.
///
/// A window works with or without a native window behind it. On the desktop
/// the application attaches an SDL window host; without one (in tests) the
/// window lays out, draws its views and runs appearance callbacks the same
/// way, and composites offscreen when a snapshot asks.
@preconcurrency @MainActor
open class UIWindow: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureWindow()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        configureWindow()
    }

    /// A window in `windowScene`, filling its screen. A designated initializer, as on iOS: a subclass may override it.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        configureWindow()
        self.windowScene = windowScene
    }

    /// The scene the window is in; setting it moves the window to that scene's screen. The scene does not keep the
    /// window alive: its delegate's `window` property does, as on iOS.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard let windowScene, windowScene !== oldValue else { return }
            UIApplication.shared.register(self)
            if screen !== windowScene.screen { screen = windowScene.screen }
            if isKeyWindow { windowScene.lastKeyWindow = self }
        }
    }

    private func configureWindow() {
        layer.isHidden = true
        layer.addSublayer(statusBar.layer)
        layer.onNeedsComposite = { [weak self] in self?.setNeedsUpdate() }
        statusBar.layer.contentsScale = screen.scale
    }

    /// Where the window stands among the app's windows. Each window shows in a native window of its own here, so
    /// the level orders nothing on screen; it is kept for code that reads it.
    open var windowLevel: Level = .normal

    /// The window's undo manager, which the responders in it share.
    open override var undoManager: UndoManager? { windowUndoManager }
    private lazy var windowUndoManager = UndoManager()

    /// The screen whose scale the window renders at.
    open var screen: UIScreen = .main {
        didSet {
            guard screen !== oldValue else { return }
            rescaleContents(of: layer)
            traitsDidChange()
        }
    }

    // MARK: Traits and resizing

    /// The window's traits, from its size by the desktop rule (regular width from 678 points, compact height below
    /// 500), its screen's scale and its interface style override.
    open override var traitCollection: UITraitCollection {
        screen.traits(size: bounds.size, style: overrideUserInterfaceStyle)
    }

    open override var frame: CGRect {
        get { super.frame }
        set { resize(to: newValue.size) { super.frame = newValue } }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set { resize(to: newValue.size) { super.bounds = newValue } }
    }

    /// Subtrees waiting for a trait check before the next layout pass.
    package var pendingTraitRoots: [WeakView] = []
    private var pendingSizeTransitions: [BlockTransitionCoordinator] = []

    /// A new size for a shown window with a root controller tells it first, as UIKit does on rotation and resizing:
    /// `willTransition(to:with:)` when the traits will change, then `viewWillTransition(to:with:)`; the traits change
    /// and the layout follows in the next update cycle, and the coordinator's completions after it.
    private func resize(to size: CGSize, apply: () -> Void) {
        guard size != bounds.size, let root = rootController, root.isViewLoaded, !isHidden else {
            // The traits follow the size with or without a root controller to tell first.
            let resized = size != bounds.size
            apply()
            if resized { traitsDidChange() }
            return
        }
        let coordinator = BlockTransitionCoordinator(container: self, from: root, to: root)
        let newTraits = screen.traits(size: size, style: overrideUserInterfaceStyle)
        if newTraits != traitCollection {
            root.willTransition(to: newTraits.overriding(style: root.overrideUserInterfaceStyle), with: coordinator)
        }
        root.viewWillTransition(to: size, with: coordinator)
        root.presentedViewController?.containerWillTransition(to: size, traits: newTraits, with: coordinator)
        apply()
        coordinator.runAlongside()
        pendingSizeTransitions.append(coordinator)
        traitsDidChange()
    }

    /// Checks each marked subtree once: a root below another marked root is covered by it.
    private func reportPendingTraitChanges() {
        guard !pendingTraitRoots.isEmpty else { return }
        var seen = Set<ObjectIdentifier>()
        let roots = pendingTraitRoots.compactMap(\.view).filter { $0.window === self && seen.insert(ObjectIdentifier($0)).inserted }
        pendingTraitRoots.removeAll()
        for root in roots { root.needsTraitCheck = true }
        let tops = roots.filter { root in
            var ancestor = root.superview
            while let view = ancestor {
                if view.needsTraitCheck { return false }
                ancestor = view.superview
            }
            return true
        }
        for root in roots { root.needsTraitCheck = false }
        for top in tops { top.reportTraitChanges(inheriting: top.superview?.traitCollection ?? traitCollection) }
        updateStatusBarAppearance()
    }

    private func completeSizeTransitions() {
        let coordinators = pendingSizeTransitions
        pendingSizeTransitions.removeAll()
        for coordinator in coordinators { coordinator.complete() }
    }

    private var rootController: UIViewController?

    /// The controller whose view fills the window. Replacing it on a visible window runs both controllers' appearance callbacks.
    open var rootViewController: UIViewController? {
        get { rootController }
        set { replaceRootViewController(with: newValue) }
    }

    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            guard newValue != super.isHidden else { return }
            super.isHidden = newValue
            visibilityDidChange()
        }
    }

    open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// Makes the window the key window without showing it.
    open func makeKey() {
        let previous = UIApplication.shared.keyWindow
        guard previous !== self else { return }
        UIApplication.shared.register(self)
        UIApplication.shared.keyWindow = self
        windowScene?.lastKeyWindow = self
        previous?.resignKey()
        becomeKey()
    }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    open func becomeKey() {}
    open func resignKey() {}

    open override var next: UIResponder? { UIApplication.shared }

    /// Delivers an event the application sends the window: touches to recognizers and the views they began in,
    /// presses to the responders they were sent to.
    /// Override to watch the window's events, and call `super`.
    open func sendEvent(_ event: UIEvent) {
        if event.type == .touches { deliverTouches(of: event) }
        if let presses = event as? UIPressesEvent { deliverPresses(of: presses) }
    }

    /// Keeps the root view filling the window and the status bar across its top.
    open override func layoutSubviews() {
        super.layoutSubviews()
        rootController?.viewIfLoaded?.frame = bounds
        // A device's safe area is Apple's for it (its status bar, notch and home indicator); a desktop window keeps
        // only its status bar clear. Phones hide the status bar in landscape.
        var insets = UIEdgeInsets(top: UIStatusBarView.height, left: 0, bottom: 0, right: 0)
        if let (preset, landscape) = screen.device { insets = landscape ? preset.landscapeSafeArea : preset.portraitSafeArea }
        statusBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: insets.top)
        // Hiding the status bar frees its band, except where a notch or camera housing stays.
        if statusBarHidden, screen.device.map({ $0.0.idiom == .pad }) ?? true || insets.top <= UIStatusBarView.height { insets.top = 0 }
        setSafeAreaInsets(insets)
    }

    // MARK: Update cycle

    /// The native window showing this one, on the desktop.
    package var host: (any WindowHost)?
    package let compositor = LayerCompositor()
    package let statusBar = UIStatusBarView()
    /// Whether the deciding controller prefers no status bar; the bar itself stays visible while it animates away.
    package private(set) var statusBarHidden = false

    // MARK: Touches (handled in Events/UIWindow+Touches.swift)

    /// The touches down now, by the platform's finger number.
    package var activeTouches: [Int: UITouch] = [:]
    /// The fingers that came down on the status bar, which scroll to the top if they lift there.
    package final var statusBarTouches: Set<Int> = []
    /// Touches whose phases are held back from their views while a recognizer decides, in the order they began.
    package var touchesWithHeldPhases: [UITouch] = []
    /// The one touches event of the window, reused for every dispatch as UIKit does.
    package let touchesEvent = UIEvent(type: .touches, timestamp: 0)
    /// Where and when the last touch ended, and its tap count: the next one nearby and soon counts one more.
    package var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?
    /// The hover recognizers the pointer is over now.
    package var hoveringRecognizers: [UIHoverGestureRecognizer] = []
    /// Keys down now that became presses, by usage code.
    package var activePresses: [Int: UIPress] = [:]
    /// Keys down now that a key command or text editing took, so their release is no press either.
    package var keysTakenBeforePresses: Set<Int> = []

    /// Controllers whose appearance change ends once the next frame is composited.
    private var pendingAppearanceTransitions: [UIViewController] = []

    package func setNeedsUpdate() {
        UIApplication.shared.scheduleUpdateCycle()
    }

    /// One turn of the update cycle: pending layout top-down, drawing of the views that need it, a composite if a
    /// native window shows this one, then the `did` appearance callbacks.
    package func runUpdateCycle() {
        guard !isHidden else { return }
        reportPendingTraitChanges()
        UIViewController.deliverViewIsAppearing(in: self)
        layoutSubtreeIfNeeded()
        // Views that layout brought into the window (a container showing a child's view) take their traits before
        // they draw, as on iOS, not a frame later.
        if !pendingTraitRoots.isEmpty {
            reportPendingTraitChanges()
            layoutSubtreeIfNeeded()
        }
        completeSizeTransitions()
        // Views draw when the run loop turns, as on a device, even in a window whose pixels wait for a snapshot.
        compositor.display(layer)
        if let host {
            let damage = compositeFrame()
            if !damage.isEmpty, let frame = compositor.frameBuffer { host.present(frame, damage: damage) }
        }
        finishAppearanceTransitions()
    }

    private func finishAppearanceTransitions() {
        let transitions = pendingAppearanceTransitions
        pendingAppearanceTransitions.removeAll()
        for controller in transitions { controller.endAppearanceTransition() }
        let work = workAfterNextFrame
        workAfterNextFrame.removeAll()
        for step in work { step() }
    }

    private var workAfterNextFrame: [@MainActor () -> Void] = []

    /// Runs `work` once the next frame is on screen: how a container finishes a transition made without animation.
    package func afterNextFrame(_ work: @escaping @MainActor () -> Void) {
        workAfterNextFrame.append(work)
        setNeedsUpdate()
    }

    /// Adds a presentation's container above every other view, keeping the status bar on top, as iOS does.
    package func addPresentationContainer(_ container: UIView) {
        addSubview(container)
        layer.addSublayer(statusBar.layer)
    }

    /// Brings the frame buffer up to date with the layer tree.
    ///
    /// - Returns: The repainted rectangles, in pixels; empty when nothing changed.
    @discardableResult
    package func compositeFrame() -> [CGRect] {
        compositor.composite(layer, size: bounds.size, scale: screen.scale)
    }

    /// The window's current frame, as it would appear on screen, after running any pending layout.
    package func renderFrame() -> CGImage? {
        reportPendingTraitChanges()
        UIViewController.deliverViewIsAppearing(in: self)
        layoutSubtreeIfNeeded()
        completeSizeTransitions()
        compositeFrame()
        return compositor.frameBuffer?.makeImage()
    }

    // MARK: Root view controller

    private func replaceRootViewController(with newController: UIViewController?) {
        let oldController = rootController
        guard newController !== oldController else { return }
        if let newController, newController.parent != nil {
            return reportMisuse("rootViewController: refused \(newController), which is a child of \(newController.parent!); remove it from its parent first.")
        }
        let visible = !isHidden
        if visible {
            newController?.loadViewIfNeeded()
            oldController?.beginAppearanceTransition(false, animated: false)
            newController?.beginAppearanceTransition(true, animated: false)
        }
        if let oldView = oldController?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
        rootController = newController
        // As on iOS, the new root view is installed at once, shown or not, so it already fills the window when it appears.
        installRootView()
        if visible {
            pendingAppearanceTransitions += [oldController, newController].compactMap { $0 }
            setNeedsUpdate()
        }
        updateStatusBarAppearance()
    }

    private func installRootView() {
        guard let view = rootController?.view else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view.superview !== self { insertSubview(view, at: 0) }
    }

    private func visibilityDidChange() {
        UIApplication.shared.register(self)
        guard let rootController else { return }
        if isHidden {
            rootController.beginAppearanceTransition(false, animated: false)
        } else {
            rootController.loadViewIfNeeded()
            rootController.beginAppearanceTransition(true, animated: false)
            installRootView()
        }
        pendingAppearanceTransitions.append(rootController)
        // A hidden window draws no frame to wait for, so its disappearance finishes at once.
        if isHidden { finishAppearanceTransitions() } else { setNeedsUpdate() }
    }

    // MARK: Status bar

    /// Asks the controller that decides (following `childForStatusBarHidden`/`Style`) whether to show the status bar and in which style.
    package func updateStatusBarAppearance() {
        var decider = rootController
        // A presented controller decides once its transition is over, though it is being presented until viewDidAppear(_:).
        while let presented = decider?.presentedViewController, !presented.isBeingPresented || presented.presentation.transition == nil,
              presented.capturesStatusBarAppearance {
            decider = presented
        }
        var hiding = decider, styling = decider
        while let child = hiding?.childForStatusBarHidden { hiding = child }
        while let child = styling?.childForStatusBarStyle { styling = child }
        let hidden = hiding?.prefersStatusBarHidden ?? false
        if hidden != statusBarHidden {
            statusBarHidden = hidden
            setNeedsLayout()
            let animation = UIView.inheritedAnimationDuration > 0 ? hiding?.preferredStatusBarUpdateAnimation ?? .none : .none
            moveStatusBar(hidden: hidden, animation: animation)
        }
        // The default style follows the interface style: light content over a dark interface.
        let style = styling?.preferredStatusBarStyle ?? .default
        let dark = (styling?.traitCollection ?? traitCollection).userInterfaceStyle == .dark
        statusBar.style = style == .default ? (dark ? .lightContent : .darkContent) : style
    }

    /// Shows or hides the status bar, fading it or sliding it up past the top inside the caller's animation block;
    /// the safe area changes at once, so the content moves in the same animation.
    private func moveStatusBar(hidden: Bool, animation: UIStatusBarAnimation) {
        let bar = statusBar
        let away = {
            if animation == .fade { bar.alpha = 0 } else { bar.transform = CGAffineTransform(translationX: 0, y: -bar.bounds.height) }
        }
        let back = {
            bar.alpha = 1
            bar.transform = .identity
        }
        guard animation != .none else {
            back()
            bar.isHidden = hidden
            return
        }
        let duration = UIView.inheritedAnimationDuration
        if hidden {
            UIView.animate(withDuration: duration, animations: away) { _ in
                guard self.statusBarHidden else { return }
                bar.isHidden = true
                back()
            }
        } else {
            UIView.performWithoutAnimation(away)
            bar.isHidden = false
            UIView.animate(withDuration: duration, animations: back)
        }
    }

    private func rescaleContents(of layer: CALayer) {
        layer.adoptContentsScale(screen.scale)
        for sublayer in layer.sublayers ?? [] { rescaleContents(of: sublayer) }
    }
}
