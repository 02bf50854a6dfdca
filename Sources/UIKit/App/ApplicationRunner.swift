import CoreGraphics
import Foundation

/// Launches the app and runs its loop in a native window: the one place that chooses the desktop host.
@MainActor
package enum ApplicationRunner {
    /// - Returns: The exit status: 0 after the user closes the window, 1 if the app could not start.
    package static func run(applicationType: UIApplication.Type, delegate: any UIApplicationDelegate) -> Int32 {
        let application = applicationType.init()
        UIApplication.install(application)
        application.delegate = delegate
        guard delegate.application(application, willFinishLaunchingWithOptions: nil),
              delegate.application(application, didFinishLaunchingWithOptions: nil) else { return 0 }
        guard let window = application.keyWindow ?? application.windows.first else {
            reportMisuse("The app finished launching without a window: create a UIWindow in application(_:didFinishLaunchingWithOptions:) and call makeKeyAndVisible().")
            return 1
        }
        let title = window.rootViewController?.title ?? ProcessInfo.processInfo.processName
        guard let host = Platform.makeWindowHost(title: title, size: window.bounds.size) else { return 1 }
        let clock = RealClock(refreshRate: host.refreshRate)
        let replacedClock = MediaTime.clock
        clock.install()
        defer { MediaTime.clock = replacedClock }
        application.runsFrameLoop = true
        attach(window, to: host)
        delegate.applicationDidBecomeActive(application)
        var running = true
        while running {
            // A frame's worth of waiting while something is due, otherwise a sleep that still lets main-queue work
            // posted from other threads run soon: no frames are drawn while nothing changes.
            let idleWait = min(0.1, max(0, (ClockTimer.nextDeadline ?? .infinity) - clock.now))
            for event in host.waitForEvents(timeout: application.hasPendingFrameWork ? clock.frameInterval : idleWait) {
                switch event {
                case .quit:
                    running = false
                case .resized:
                    attach(window, to: host)
                case .exposed:
                    if let frame = window.compositor.frameBuffer {
                        host.present(frame, damage: [CGRect(x: 0, y: 0, width: frame.width, height: frame.height)])
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
            }
            // Timers and main-queue work (including scheduled update cycles) run here.
            _ = RunLoop.main.run(mode: .default, before: Date())
            application.runFrame()
        }
        delegate.applicationWillResignActive(application)
        delegate.applicationWillTerminate(application)
        host.close()
        return 0
    }

    /// Makes the screen and the window match the native window's size and scale.
    private static func attach(_ window: UIWindow, to host: any WindowHost) {
        let bounds = CGRect(origin: .zero, size: host.size)
        if UIScreen.main.bounds != bounds || UIScreen.main.scale != host.scale {
            UIScreen.main = UIScreen(bounds: bounds, scale: host.scale)
        }
        window.host = host
        window.screen = UIScreen.main
        window.frame = bounds
        window.setNeedsUpdate()
    }
}
