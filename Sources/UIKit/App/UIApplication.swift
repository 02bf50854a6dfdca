import Foundation

/// The centralized point of control for the app: its windows, its delegate, and the update cycle that lays out and draws them.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    private static var current: UIApplication?

    /// The app instance if there is one yet, without making one.
    package static var existing: UIApplication? { current }

    /// The app instance; made on first use when no `UIApplicationMain` made one.
    public static var shared: UIApplication {
        if let current { return current }
        let application = UIApplication()
        current = application
        return application
    }

    public required override init() {
        super.init()
        MediaTime.setRealTime(Self.realTime)
    }

    /// `sharedApplication` by selector and key, as libraries that run in app extensions too reach the app.
    open nonisolated override class var objcClassMemberTable: ObjCMemberTable { classMembers }
    private nonisolated static let classMembers: ObjCMemberTable = {
        let shared: ObjCMemberTable.Method = { _, _ in MainActor.assumeIsolated { UIApplication.shared } }
        return ObjCMemberTable(methods: ["sharedApplication": shared, "shared": shared])
    }()

    /// Real time, with frames on the main queue while something needs them: in charge whenever no run loop or
    /// manual clock is installed over it.
    private static let realTime = RealClock(pacing: .mainQueue)

    package static func install(_ application: UIApplication) {
        current = application
    }

    /// The delegate the app reports its life cycle to; the app keeps it alive, as `UIApplicationMain` does on iOS.
    open var delegate: (any UIApplicationDelegate)?

    /// Active while the app (one of its scenes) is in front and receiving events; inactive while it launches.
    public internal(set) var applicationState: State = .inactive

    open override var next: UIResponder? { delegate as? UIResponder }

    /// Every URL `open(_:options:completionHandler:)` opened, in another app or in this one, oldest first.
    package var openedURLRecord: [URL] = []

    /// The scenes and sessions, and the calls that connect and disconnect them (see `UIApplication+Scenes.swift`).
    package private(set) lazy var sceneCoordinator = SceneCoordinator(application: self)

    /// The app's dynamic home-screen quick actions. The desktop has no home screen; the list is kept as set.
    open var shortcutItems: [UIApplicationShortcutItem]?

    /// The window that receives keyboard events.
    open internal(set) weak var keyWindow: UIWindow?

    private final class WeakWindow {
        weak var window: UIWindow?
        init(_ window: UIWindow) { self.window = window }
    }

    private var windowRefs: [WeakWindow] = []

    /// The app's windows that are still alive, in the order they were first shown.
    open var windows: [UIWindow] { windowRefs.compactMap(\.window) }

    package func register(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil }
        if !windowRefs.contains(where: { $0.window === window }) { windowRefs.append(WeakWindow(window)) }
    }

    // MARK: Events

    /// Sends `event` to the windows it concerns: touches and key presses to the windows they happen in.
    /// Override to watch every event the app receives, and call `super`.
    open func sendEvent(_ event: UIEvent) {
        if event.type == .touches {
            for window in windows where event.touches(for: window) != nil { window.sendEvent(event) }
        } else if let presses = event as? UIPressesEvent {
            for window in windows where presses.allPresses.contains(where: { $0.window === window }) { window.sendEvent(event) }
        } else {
            keyWindow?.sendEvent(event)
        }
    }

    // MARK: Update cycle

    private var updateScheduled = false

    /// Asks for an update cycle soon (see `MainRunLoop.performSoon`); repeated requests share one.
    package func scheduleUpdateCycle() {
        guard !updateScheduled else { return }
        updateScheduled = true
        MainRunLoop.performSoon {
            // A test may have run the cycle itself meanwhile.
            if UIApplication.shared.updateScheduled { UIApplication.shared.runUpdateCycle() }
        }
    }

    /// Lays out, composites and finishes appearance transitions for every visible window.
    package func runUpdateCycle() {
        updateScheduled = false
        for window in windows { window.runUpdateCycle() }
    }

    /// One frame at the scheduler's current time: display links due fire, animations advance, then the update cycle
    /// runs.
    package func runFrame() {
        let scheduler = MediaTime.scheduler, now = scheduler.now
        CADisplayLink.fire(at: now, frameInterval: scheduler.frameInterval)
        ClockTimer.fire(at: now)
        CALayer.advanceAnimations(to: now)
        for window in windows { window.statusBar.refreshTime() }
        runUpdateCycle()
        // The frame ends the run-loop turn's implicit transaction, which commits the layers made during it.
        CATransaction.flush()
    }

    /// The runner that shows the app's windows and turns its frames, while one does: the desktop's, or a test's
    /// scripted one.
    package weak var runner: ApplicationRunner?

    /// Whether the next frame has work to do: layout or drawing waiting for an update cycle, a display link, a
    /// running animation, or a gesture's or control's timer.
    package var hasPendingFrameWork: Bool {
        updateScheduled || CADisplayLink.wantsFrames || CALayer.hasRunningAnimations || ClockTimer.hasPending
    }

    // MARK: Memory

    /// Tells the delegate, then every controller whose view is loaded, that memory is short.
    package func sendMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
        for window in windows {
            guard let root = window.rootViewController else { continue }
            sendMemoryWarning(to: root)
        }
    }

    private func sendMemoryWarning(to controller: UIViewController) {
        if controller.isViewLoaded { controller.didReceiveMemoryWarning() }
        for child in controller.children { sendMemoryWarning(to: child) }
    }
}
