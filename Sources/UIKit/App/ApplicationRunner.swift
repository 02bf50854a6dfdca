import CoreGraphics
import Foundation

/// Shows an app's windows in native windows, one per connected window scene (one for an app without scenes), routes
/// the platform's events to them and turns the app's frames: the desktop's loop, and the same runner over a test's
/// scripted hosts.
@MainActor
package final class ApplicationRunner {
    /// The app's exit status after a desktop run: 0 after the user closes the (last) window or a screenshot is
    /// written, 1 if the app could not start or the screenshot could not be written, 2 when a `CASEMENT_` variable
    /// has a wrong value.
    package static func run(applicationType: UIApplication.Type, delegate: any UIApplicationDelegate) -> Int32 {
        let start = DispatchTime.now()
        let environment: LaunchEnvironment
        do {
            environment = try LaunchEnvironment(ProcessInfo.processInfo.environment)
        } catch {
            FileHandle.standardError.write(Data("\(ProcessInfo.processInfo.processName): \(error.message)\n".utf8))
            return 2
        }
        environment.applyScreen()
        let application = applicationType.init()
        let info = InfoDictionary.current(delegateClass: type(of: delegate))
        let url = info?.launchURL(in: Array(CommandLine.arguments.dropFirst()))
        if info?.sceneManifest != nil, environment.device == nil, environment.screenshot == nil {
            // A scene's window fills its screen, and the default 844-point screen is taller than many displays: the
            // desktop starts scenes on a phone-shaped screen that fits an 800-pixel display, as the demo's window does.
            // The screen then follows the window.
            UIScreen.main = UIScreen(bounds: CGRect(origin: .zero, size: desktopSceneSize), scale: UIScreen.main.scale)
        }
        if let file = environment.screenshot {
            guard application.launch(delegate: delegate, info: info, url: url) else { return 0 }
            guard let window = application.windowsToHost.first else { return reportNoWindow(of: application) }
            return writeScreenshot(of: window, to: file, application: application)
        }
        let runner = ApplicationRunner(application: application, makeHost: Platform.makeWindowHost)
        switch runner.launch(delegate: delegate, info: info, url: url) {
        case .running: return runner.runUntilQuit(measuringLaunchFrom: environment.measuresLaunch ? start : nil)
        case .declined: return 0
        case .failed: return 1
        }
    }

    /// The size in points of a window scene's first screen on the desktop.
    package static let desktopSceneSize = CGSize(width: 390, height: 720)

    /// A window shown in a native window, and the scene it belongs to, if any. Neither is kept alive by being shown:
    /// a scene whose session is destroyed goes at once, and its native window closes at the next frame.
    @MainActor private final class Hosted {
        weak var window: UIWindow?
        weak var scene: UIWindowScene?
        let host: any WindowHost
        /// The limits last given to the host: none at first.
        var sizeLimits = (minimum: CGSize.zero, maximum: CGSize(width: CGFloat.infinity, height: .infinity))

        init(window: UIWindow, host: any WindowHost) {
            self.window = window
            self.scene = window.windowScene
            self.host = host
        }
    }

    /// How a launch went.
    package enum LaunchResult {
        /// The app's first window shows in a native window.
        case running
        /// A launch method of the delegate returned false.
        case declined
        /// The app has no window, or no native window could open (reported).
        case failed
    }

    package let application: UIApplication
    private let makeHost: (String, CGSize) -> (any WindowHost)?
    private var hosted: [Hosted] = []
    /// Whether the platform asked the app to end: its last window closed, or the user quit.
    package private(set) var quitRequested = false
    /// Whether the app ended.
    package private(set) var hasEnded = false

    /// - Parameter makeHost: Opens a native window with a title and a size in points, or returns nil.
    package init(application: UIApplication, makeHost: @escaping (String, CGSize) -> (any WindowHost)?) {
        self.application = application
        self.makeHost = makeHost
    }

    /// The native windows shown now, in the order they opened.
    package var hosts: [any WindowHost] { hosted.map(\.host) }

    /// Launches the app as the desktop does (to open `url`, when it was started with one): its launch screen (when the
    /// Info dictionary names one) in the first native window, the delegate's launch and first scene, then native
    /// windows for the windows it shows. The app becomes active when the caller calls `application.didBecomeActive()`,
    /// once its clock runs.
    package func launch(delegate: any UIApplicationDelegate, info: InfoDictionary?, url: URL? = nil) -> LaunchResult {
        application.runner = self
        let launchScreen = LaunchScreen.show(info: info, size: UIScreen.main.bounds.size, makeHost: makeHost)
        launchScreen?.end()
        guard application.launch(delegate: delegate, info: info, url: url) else {
            launchScreen?.host.close()
            return .declined
        }
        guard let first = application.windowsToHost.first else {
            launchScreen?.host.close()
            _ = Self.reportNoWindow(of: application)
            return .failed
        }
        guard open(first, launchHost: launchScreen?.host) else { return .failed }
        syncHosts()
        return .running
    }

    /// Turns frames until the app is asked to end, then ends it: the desktop's loop, in real time.
    /// With `launchStart`, the first frame on screen ends the run and prints the time since then and the memory held.
    private func runUntilQuit(measuringLaunchFrom launchStart: DispatchTime? = nil) -> Int32 {
        let clock = RealClock(refreshRate: hosted[0].host.refreshRate, pacing: .loop)
        MediaTime.install(clock)
        defer { MediaTime.uninstall(clock) }
        application.didBecomeActive()
        if let launchStart {
            // The windows are attached and waiting for their first update: this frame lays them out, draws and presents them.
            runFrame()
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - launchStart.uptimeNanoseconds) / 1_000_000
            print(String(format: "launch %.1f ms, resident %.1f MB", milliseconds, Double(ResidentMemory.bytes()) / 1_048_576))
            quitRequested = true
        }
        while !quitRequested, !hosted.isEmpty {
            // A frame's worth of waiting while something is due, otherwise a sleep that still lets main-queue work
            // posted from other threads run soon: no frames are drawn while nothing changes.
            let idleWait = min(0.1, max(0, (ClockTimer.nextDeadline ?? .infinity) - clock.now))
            takeEvents(timeout: application.hasPendingFrameWork ? clock.frameInterval : idleWait)
            // Timers and main-queue work (including scheduled update cycles) run here.
            _ = RunLoop.main.run(mode: .default, before: Date())
            runFrame()
        }
        end()
        return 0
    }

    /// Hands every host's waiting events to the windows they happened in; the first host waits at most `timeout`
    /// seconds for the platform's queue, and the others take what it sorted out for them.
    package func takeEvents(timeout: Double = 0) {
        for (index, entry) in hosted.enumerated() {
            for event in entry.host.waitForEvents(timeout: index > 0 ? 0 : timeout) { handle(event, in: entry) }
        }
    }

    /// One frame of the app, then native windows opened and closed for the scenes that connected and went.
    package func runFrame() {
        application.runFrame()
        syncHosts()
    }

    /// One turn of a test's manual clock: the hosts' events, then a frame, or the app's end when it was asked to quit.
    package func turn() {
        takeEvents()
        if quitRequested { end() } else { runFrame() }
    }

    /// Ends the app as quitting does, and closes its native windows; ending it again does nothing.
    package func end() {
        guard !hasEnded else { return }
        hasEnded = true
        application.terminate()
        for entry in hosted {
            entry.window?.host = nil
            entry.host.close()
        }
        hosted = []
        if application.runner === self { application.runner = nil }
    }

    /// Opens a native window for `window`, taking over `launchHost` when it has the window's size and closing it
    /// otherwise.
    private func open(_ window: UIWindow, launchHost: (any WindowHost)? = nil) -> Bool {
        let title = application.title(for: window)
        let launched = launchHost.flatMap { $0.size == window.bounds.size ? $0 : nil }
        if launched == nil { launchHost?.close() }
        launched?.title = title
        guard let host = launched ?? makeHost(title, window.bounds.size) else { return false }
        let entry = Hosted(window: window, host: host)
        hosted.append(entry)
        Self.attach(entry, isFirst: hosted.count == 1)
        return true
    }

    /// Closes the native windows of scenes that are gone and opens those of scenes that connected; brings their
    /// titles and size limits up to date.
    private func syncHosts() {
        let shown = application.windowsToHost
        let gone = hosted.filter { entry in !shown.contains { $0 === entry.window } }
        for entry in gone {
            entry.window?.host = nil
            entry.host.close()
        }
        hosted.removeAll { entry in gone.contains { $0.window === entry.window } }
        for window in shown where !hosted.contains(where: { $0.window === window }) { _ = open(window) }
        for entry in hosted {
            guard let window = entry.window else { continue }
            let title = application.title(for: window)
            if entry.host.title != title { entry.host.title = title }
            let limits = window.windowScene?.sizeRestrictions.map { (minimum: $0.minimumSize, maximum: $0.maximumSize) } ?? entry.sizeLimits
            if limits != entry.sizeLimits {
                entry.host.setSizeLimits(minimum: limits.minimum, maximum: limits.maximum)
                entry.sizeLimits = limits
            }
        }
    }

    private static func reportNoWindow(of application: UIApplication) -> Int32 {
        reportMisuse(application.sceneCoordinator.usesScenes
            ? "The app's scene connected without a window: create UIWindow(windowScene:) in scene(_:willConnectTo:options:) and call makeKeyAndVisible()."
            : "The app finished launching without a window: create a UIWindow in application(_:didFinishLaunchingWithOptions:) and call makeKeyAndVisible().")
        return 1
    }

    /// Routes one platform event to the hosted window it happened in.
    private func handle(_ event: PlatformEvent, in entry: Hosted) {
        // A window freed since the platform reported the event has nothing left to take it.
        guard let window = entry.window else {
            if event == .quit { quitRequested = true }
            return
        }
        switch event {
        case .quit:
            quitRequested = true
        case .close:
            // Closing a scene's window discards its session, as closing a window does on iPadOS.
            guard let scene = entry.scene else {
                quitRequested = true
                return
            }
            // A scene that is not closable keeps its window: Mac Catalyst shows it without a close button, and here the
            // window manager's button does nothing.
            guard scene.windowingBehaviors?.isClosable != false else { return }
            application.requestSceneSessionDestruction(scene.session, options: nil)
        case .resized:
            Self.attach(entry, isFirst: false)
        case .exposed:
            if let frame = window.compositor.frameBuffer {
                entry.host.present(frame, damage: [CGRect(x: 0, y: 0, width: frame.width, height: frame.height)])
            }
        case .memoryWarning:
            application.sendMemoryWarning()
        case .touches, .hover, .scroll, .zoom, .key, .text, .composition:
            window.handle(event)
        }
    }

    /// Makes the window's screen (and its scene's) match the native window's size and scale. The main screen
    /// follows the first native window, as it did when an app had only one.
    private static func attach(_ entry: Hosted, isFirst: Bool) {
        let bounds = CGRect(origin: .zero, size: entry.host.size)
        guard let window = entry.window else { return }
        var screen = window.screen
        if screen.bounds != bounds || screen.scale != entry.host.scale {
            screen = UIScreen(bounds: bounds, scale: entry.host.scale)
        }
        if isFirst || UIScreen.main === window.screen { UIScreen.main = screen }
        window.host = entry.host
        entry.scene?.screen = screen
        window.screen = screen
        window.frame = bounds
        window.setNeedsUpdate()
    }

    /// Renders the window's first settled frame (after layout, drawing and any animations the launch started, for
    /// at most three seconds) to a PNG, then ends the app.
    private static func writeScreenshot(of window: UIWindow, to file: String, application: UIApplication) -> Int32 {
        let deadline = Date(timeIntervalSinceNow: 3)
        repeat {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 1.0 / 60))
            application.runFrame()
        } while application.hasPendingFrameWork && Date() < deadline
        let image = window.snapshotImage()
        application.terminate()
        guard let data = image.pngData() else { return 1 }
        do {
            try data.write(to: URL(fileURLWithPath: file))
        } catch {
            FileHandle.standardError.write(Data("\(ProcessInfo.processInfo.processName): cannot write \(file): \(error)\n".utf8))
            return 1
        }
        return 0
    }
}
