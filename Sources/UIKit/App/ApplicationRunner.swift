import CoreGraphics
import Foundation

/// Launches the app and runs its loop in native windows, one per connected window scene (one for an app without
/// scenes), or renders a screenshot headless: the one place that chooses the desktop host.
@MainActor
package enum ApplicationRunner {
    /// - Returns: The exit status: 0 after the user closes the (last) window or a screenshot is written, 1 if the app
    ///   could not start or the screenshot could not be written, 2 when a `CASEMENT_` variable has a wrong value.
    package static func run(applicationType: UIApplication.Type, delegate: any UIApplicationDelegate) -> Int32 {
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
        if info?.sceneManifest != nil, environment.device == nil, environment.screenshot == nil {
            // A scene's window fills its screen, and the default 844-point screen is taller than many displays: the
            // desktop starts scenes on a phone-shaped screen that fits an 800-pixel display, as the demo's window does.
            // The screen then follows the window.
            UIScreen.main = UIScreen(bounds: CGRect(origin: .zero, size: desktopSceneSize), scale: UIScreen.main.scale)
        }
        let launchScreen = environment.screenshot == nil ? LaunchScreen.show(info: info, size: UIScreen.main.bounds.size) : nil
        launchScreen?.end()
        guard application.launch(delegate: delegate, info: info) else {
            launchScreen?.host.close()
            return 0
        }
        guard let window = application.windowsToHost.first else {
            launchScreen?.host.close()
            reportMisuse(application.sceneCoordinator.usesScenes
                ? "The app's scene connected without a window: create UIWindow(windowScene:) in scene(_:willConnectTo:options:) and call makeKeyAndVisible()."
                : "The app finished launching without a window: create a UIWindow in application(_:didFinishLaunchingWithOptions:) and call makeKeyAndVisible().")
            return 1
        }
        if let file = environment.screenshot { return writeScreenshot(of: window, to: file, application: application) }
        return runWindows(of: application, launchHost: launchScreen?.host)
    }

    /// The size in points of a window scene's first screen on the desktop.
    package static let desktopSceneSize = CGSize(width: 390, height: 720)

    /// A window shown in a native window, and the scene it belongs to, if any.
    private struct Hosted {
        let window: UIWindow
        let host: any WindowHost
        let scene: UIWindowScene?
    }

    /// - Parameter launchHost: The native window the launch screen showed in; the first window takes it over when it
    ///   has the same size, and it closes otherwise.
    private static func runWindows(of application: UIApplication, launchHost: (any WindowHost)?) -> Int32 {
        var hosted: [Hosted] = []
        var launchHost = launchHost
        func open(_ window: UIWindow) -> Bool {
            let title = application.title(for: window)
            let launched = launchHost.flatMap { $0.size == window.bounds.size ? $0 : nil }
            if launched == nil { launchHost?.close() }
            launched?.title = title
            launchHost = nil
            guard let host = launched ?? Platform.makeWindowHost(title: title, size: window.bounds.size) else { return false }
            let entry = Hosted(window: window, host: host, scene: window.windowScene)
            hosted.append(entry)
            attach(entry, isFirst: hosted.count == 1)
            return true
        }
        /// Closes the native windows of scenes that are gone and opens those of scenes that connected.
        func syncHosts() {
            let shown = application.windowsToHost
            let gone = hosted.filter { entry in !shown.contains { $0 === entry.window } }
            for entry in gone {
                entry.window.host = nil
                entry.host.close()
            }
            hosted.removeAll { entry in gone.contains { $0.window === entry.window } }
            for window in shown where !hosted.contains(where: { $0.window === window }) { _ = open(window) }
            for entry in hosted {
                let title = application.title(for: entry.window)
                if entry.host.title != title { entry.host.title = title }
            }
        }
        guard let first = application.windowsToHost.first, open(first) else { return 1 }
        syncHosts()
        let clock = RealClock(refreshRate: hosted[0].host.refreshRate)
        let replacedClock = MediaTime.clock
        clock.install()
        defer { MediaTime.clock = replacedClock }
        application.runsFrameLoop = true
        defer { application.runsFrameLoop = false }
        application.didBecomeActive()
        var running = true
        while running, !hosted.isEmpty {
            // A frame's worth of waiting while something is due, otherwise a sleep that still lets main-queue work
            // posted from other threads run soon: no frames are drawn while nothing changes.
            let idleWait = min(0.1, max(0, (ClockTimer.nextDeadline ?? .infinity) - clock.now))
            // The first host waits for the platform's queue; the others take what it sorted out for them.
            for (index, entry) in hosted.enumerated() {
                let timeout = index > 0 ? 0 : application.hasPendingFrameWork ? clock.frameInterval : idleWait
                for event in entry.host.waitForEvents(timeout: timeout) {
                    if !handle(event, in: entry, application: application) { running = false }
                }
            }
            // Timers and main-queue work (including scheduled update cycles) run here.
            _ = RunLoop.main.run(mode: .default, before: Date())
            application.runFrame()
            syncHosts()
        }
        application.terminate()
        for entry in hosted {
            entry.window.host = nil
            entry.host.close()
        }
        return 0
    }

    /// Routes one platform event to the hosted window it happened in.
    ///
    /// - Returns: False when the app should end: it was asked to quit, or the window of an app without scenes closed.
    private static func handle(_ event: PlatformEvent, in entry: Hosted, application: UIApplication) -> Bool {
        let window = entry.window
        switch event {
        case .quit:
            return false
        case .close:
            // Closing a scene's window discards its session, as closing a window does on iPadOS.
            guard let scene = entry.scene else { return false }
            application.requestSceneSessionDestruction(scene.session, options: nil)
        case .resized:
            attach(entry, isFirst: false)
        case .exposed:
            if let frame = window.compositor.frameBuffer {
                entry.host.present(frame, damage: [CGRect(x: 0, y: 0, width: frame.width, height: frame.height)])
            }
        case .memoryWarning:
            application.sendMemoryWarning()
        case .touches(let samples):
            window.handleTouches(samples)
        case .hover(let point):
            window.handleHover(at: point)
        case let .scroll(delta, location, continuous):
            window.handleScroll(by: delta, at: location, kind: continuous ? .continuous : .discrete)
        case let .zoom(scale, location):
            window.handleZoom(by: scale, at: location)
        case .key(let sample):
            window.handleKey(sample)
        case .text(let text):
            window.handleText(text)
        case let .composition(text, cursor):
            window.handleComposition(text, cursor: cursor)
        }
        return true
    }

    /// Makes the window's screen (and its scene's) match the native window's size and scale. The main screen
    /// follows the first native window, as it did when an app had only one.
    private static func attach(_ entry: Hosted, isFirst: Bool) {
        let bounds = CGRect(origin: .zero, size: entry.host.size)
        let window = entry.window
        var screen = window.screen
        if screen.bounds != bounds || screen.scale != entry.host.scale || screen.device != nil {
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
        application.runsFrameLoop = true
        let deadline = Date(timeIntervalSinceNow: 3)
        repeat {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 1.0 / 60))
            application.runFrame()
        } while application.hasPendingFrameWork && Date() < deadline
        let image = window.snapshotImage()
        application.runsFrameLoop = false
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
