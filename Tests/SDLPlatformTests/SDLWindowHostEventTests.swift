import Foundation
import Testing
import UIKitTesting
internal import CSDL2
@testable import UIKit

/// SDL events reach the application as platform events, and closing the window ends the app cleanly.
/// These open real windows, so they need an X display (the test script starts Xvfb, and requires them).
@MainActor
@Suite(.serialized, .realTime, .enabled(if: WindowTestEnvironment.runs(screenCapture: false), "needs an X display, such as Xvfb"))
struct SDLWindowHostEventTests {
    @Test func theDisplayIsThere() {
        let missing = WindowTestEnvironment.missing(screenCapture: false)
        #expect(missing == nil, "\(missing ?? "")")
    }

    private func sdlWindow() -> OpaquePointer? {
        (1...1000).lazy.compactMap { SDL_GetWindowFromID(UInt32($0)) }.first
    }

    @Test func sizeLimitsHoldTheWindowBetweenThemAndLiftWhenZeroOrInfinite() throws {
        let host = try #require(SDLWindowHost(title: "Limits", size: CGSize(width: 200, height: 100)))
        defer { host.close() }
        let window = try #require(sdlWindow())
        host.setSizeLimits(minimum: CGSize(width: 150, height: 80), maximum: CGSize(width: 640, height: 480))
        var (width, height): (Int32, Int32) = (0, 0)
        SDL_GetWindowMinimumSize(window, &width, &height)
        #expect((width, height) == (150, 80))
        SDL_GetWindowMaximumSize(window, &width, &height)
        #expect((width, height) == (640, 480))
        // SDL keeps a size asked of the window within the limits.
        SDL_SetWindowSize(window, 50, 900)
        SDL_GetWindowSize(window, &width, &height)
        #expect((width, height) == (150, 480))
        host.setSizeLimits(minimum: .zero, maximum: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .infinity))
        SDL_GetWindowMinimumSize(window, &width, &height)
        #expect((width, height) == (1, 1))
        SDL_GetWindowMaximumSize(window, &width, &height)
        #expect((width, height) == (16_384, 16_384))
    }

    @Test func sdlEventsBecomePlatformEvents() throws {
        let host = try #require(SDLWindowHost(title: "Events", size: CGSize(width: 200, height: 100)))
        defer { host.close() }
        while !host.waitForEvents(timeout: 0.1).isEmpty {}
        let window = try #require(sdlWindow())
        SDL_SetWindowSize(window, 320, 240)
        var events: [PlatformEvent] = []
        for _ in 0..<20 where !events.contains(.resized(size: CGSize(width: 320, height: 240), scale: 1)) {
            events += host.waitForEvents(timeout: 0.1)
        }
        #expect(events.contains(.resized(size: CGSize(width: 320, height: 240), scale: 1)))
        #expect(host.size == CGSize(width: 320, height: 240))

        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        var lowMemory = SDL_Event()
        lowMemory.type = SDL_APP_LOWMEMORY.rawValue
        var close = SDL_Event()
        close.type = SDL_WINDOWEVENT.rawValue
        close.window.windowID = SDL_GetWindowID(window)
        close.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
        var expose = close
        expose.window.event = UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue)
        var otherWindow = close
        otherWindow.window.windowID = 9999
        for var event in [close, quit, lowMemory, expose, otherWindow] { SDL_PushEvent(&event) }
        #expect(host.waitForEvents(timeout: 1) == [.close, .quit, .memoryWarning, .exposed])
    }

    /// An empty shown window, kept by the delegate that launches with it.
    private static func blankWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        return window
    }

    /// A delegate that shows a window and then, once the app is running, asks to quit as the window's close button does.
    final class ClosingDelegate: UIResponder, UIApplicationDelegate {
        nonisolated(unsafe) static var calls: [String] = []
        var window: UIWindow?

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = blankWindow()
            Self.calls.append("didFinishLaunching")
            return true
        }

        func applicationDidBecomeActive(_ application: UIApplication) {
            Self.calls.append("didBecomeActive")
            var close = SDL_Event()
            close.type = SDL_QUIT.rawValue
            SDL_PushEvent(&close)
        }

        func applicationWillTerminate(_ application: UIApplication) {
            Self.calls.append("willTerminate")
        }
    }

    @Test func closingTheWindowEndsTheRunLoopCleanly() {
        let shared = UIApplication.shared, screen = UIScreen.main
        defer {
            UIApplication.install(shared)
            UIScreen.main = screen
        }
        ClosingDelegate.calls = []
        let status = ApplicationRunner.run(applicationType: UIApplication.self, delegate: ClosingDelegate())
        #expect(status == 0)
        #expect(ClosingDelegate.calls == ["didFinishLaunching", "didBecomeActive", "willTerminate"])
        // The desktop screen is the window.
        #expect(UIScreen.main.bounds.size == CGSize(width: 240, height: 160))
        // The app's real clock is gone afterwards: screenshots show 9:41 again.
        #expect(UIStatusBarView.timeText == "9:41")
    }
    /// A delegate whose app does nothing: from another thread, it reads how much CPU the loop's thread used over a
    /// second of idling, then asks the app to quit.
    final class IdleDelegate: UIResponder, UIApplicationDelegate {
        nonisolated(unsafe) static var cpuSeconds: Double = .nan
        var window: UIWindow?

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = blankWindow()
            return true
        }

        func applicationDidBecomeActive(_ application: UIApplication) {
            // "/proc/thread-self" links to "PID/task/TID" of the thread that reads it: the loop's.
            let loopThread = "/proc/" + ((try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? "self")
            DispatchQueue.global().async {
                Thread.sleep(forTimeInterval: 0.5)
                let start = Self.cpuTime(of: loopThread)
                Thread.sleep(forTimeInterval: 1)
                Self.cpuSeconds = Self.cpuTime(of: loopThread) - start
                var quit = SDL_Event()
                quit.type = SDL_QUIT.rawValue
                SDL_PushEvent(&quit)
            }
        }

        /// User plus system time of one thread, from fields 14 and 15 of its `stat` file.
        private nonisolated static func cpuTime(of thread: String) -> Double {
            guard let stat = try? String(contentsOfFile: thread + "/stat", encoding: .utf8),
                  let end = stat.lastIndex(of: ")") else { return .nan }
            let fields = stat[stat.index(after: end)...].split(separator: " ")
            return ((Double(fields[11]) ?? .nan) + (Double(fields[12]) ?? .nan)) / Double(sysconf(Int32(_SC_CLK_TCK)))
        }
    }

    /// With nothing to animate or draw, the loop sleeps in the event wait instead of polling for frames.
    @Test func anIdleAppSleeps() {
        let shared = UIApplication.shared, screen = UIScreen.main
        defer {
            UIApplication.install(shared)
            UIScreen.main = screen
        }
        let status = ApplicationRunner.run(applicationType: UIApplication.self, delegate: IdleDelegate())
        #expect(status == 0)
        // A loop drawing 60 frames a second would use a good part of the second; a sleeping one, a few ticks.
        #expect(IdleDelegate.cpuSeconds < 0.1, "the idle loop used \(IdleDelegate.cpuSeconds) s of CPU in 1 s")
    }
    /// The left mouse button and touch-screen fingers become touch samples, each once (what SDL makes of one from
    /// the other is dropped), and motion with no button pressed is hovering.
    @Test func mouseAndFingersBecomeTouchSamples() throws {
        let host = try #require(SDLWindowHost(title: "Touches", size: CGSize(width: 200, height: 100)))
        defer { host.close() }
        while !host.waitForEvents(timeout: 0.1).isEmpty {}
        guard let window = sdlWindow() else {
            Issue.record("the host opened no SDL window")
            return
        }
        let windowID = SDL_GetWindowID(window)
        func mouseButton(_ type: SDL_EventType, x: Int32, y: Int32, clicks: UInt8 = 1, which: UInt32 = 0) -> SDL_Event {
            var event = SDL_Event()
            event.type = type.rawValue
            event.button.windowID = windowID
            event.button.which = which
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.clicks = clicks
            (event.button.x, event.button.y) = (x, y)
            return event
        }
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.windowID = windowID
        (motion.motion.x, motion.motion.y, motion.motion.state) = (30, 40, 1)
        var hover = motion
        hover.motion.state = 0
        var finger = SDL_Event()
        finger.type = SDL_FINGERDOWN.rawValue
        (finger.tfinger.touchId, finger.tfinger.fingerId, finger.tfinger.x, finger.tfinger.y) = (7, 3, 0.5, 0.25)
        var fingerFromMouse = finger
        fingerFromMouse.tfinger.touchId = -1
        let events = [mouseButton(SDL_MOUSEBUTTONDOWN, x: 10, y: 20), motion, mouseButton(SDL_MOUSEBUTTONUP, x: 30, y: 40),
                      mouseButton(SDL_MOUSEBUTTONDOWN, x: 30, y: 40, clicks: 2), hover,
                      mouseButton(SDL_MOUSEBUTTONDOWN, x: 5, y: 5, which: UInt32.max), finger, fingerFromMouse]
        for var event in events { SDL_PushEvent(&event) }
        let mouse = Int.min
        #expect(host.waitForEvents(timeout: 1) == [
            .touches([TouchSample(id: mouse, phase: .began, location: CGPoint(x: 10, y: 20), tapCount: 1)]),
            .touches([TouchSample(id: mouse, phase: .moved, location: CGPoint(x: 30, y: 40))]),
            .touches([TouchSample(id: mouse, phase: .ended, location: CGPoint(x: 30, y: 40))]),
            .touches([TouchSample(id: mouse, phase: .began, location: CGPoint(x: 30, y: 40), tapCount: 2)]),
            .hover(CGPoint(x: 30, y: 40)),
            .touches([TouchSample(id: 3, phase: .began, location: CGPoint(x: 100, y: 25))]),
        ])
    }

    /// The wheel scrolls; with Ctrl held it zooms by a tenth a notch, as a pinch.
    @Test func theWheelScrollsAndWithCtrlZooms() throws {
        let host = try #require(SDLWindowHost(title: "Wheel", size: CGSize(width: 200, height: 100)))
        defer { host.close() }
        while !host.waitForEvents(timeout: 0.1).isEmpty {}
        var wheel = SDL_Event()
        wheel.type = SDL_MOUSEWHEEL.rawValue
        guard let window = sdlWindow() else {
            Issue.record("the host opened no SDL window")
            return
        }
        wheel.wheel.windowID = SDL_GetWindowID(window)
        (wheel.wheel.y, wheel.wheel.preciseY) = (1, 1)
        SDL_PushEvent(&wheel)
        guard case let .scroll(delta, _, continuous)? = host.waitForEvents(timeout: 1).first else { Issue.record("no scroll"); return }
        #expect(delta == CGPoint(x: 0, y: 40) && !continuous)
        SDL_SetModState(KMOD_LCTRL)
        defer { SDL_SetModState(KMOD_NONE) }
        SDL_PushEvent(&wheel)
        guard case let .zoom(scale, _)? = host.waitForEvents(timeout: 1).first else { Issue.record("no zoom"); return }
        #expect(abs(scale - 1.1) < 1e-9)
    }

    /// A delegate whose window is one control; a click, pushed as SDL events while the app runs, reaches it.
    final class ClickingDelegate: UIResponder, UIApplicationDelegate {
        nonisolated(unsafe) static var clicks = 0
        var window: UIWindow?

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = blankWindow()
            let control = UIControl(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
            control.addAction(UIAction { _ in Self.clicks += 1 }, for: .touchUpInside)
            window?.rootViewController?.view.addSubview(control)
            return true
        }

        func applicationDidBecomeActive(_ application: UIApplication) {
            let windowID = SDL_GetWindowID((1...1000).lazy.compactMap { SDL_GetWindowFromID(UInt32($0)) }.first)
            DispatchQueue.global().async {
                for type in [SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP] {
                    var event = SDL_Event()
                    event.type = type.rawValue
                    event.button.windowID = windowID
                    event.button.button = UInt8(SDL_BUTTON_LEFT)
                    (event.button.x, event.button.y, event.button.clicks) = (120, 80, 1)
                    SDL_PushEvent(&event)
                    Thread.sleep(forTimeInterval: 0.05)
                }
                var quit = SDL_Event()
                quit.type = SDL_QUIT.rawValue
                SDL_PushEvent(&quit)
            }
        }
    }

    @Test func aClickInTheRunningAppReachesAControl() {
        let shared = UIApplication.shared, screen = UIScreen.main
        defer {
            UIApplication.install(shared)
            UIScreen.main = screen
        }
        ClickingDelegate.clicks = 0
        #expect(ApplicationRunner.run(applicationType: UIApplication.self, delegate: ClickingDelegate()) == 0)
        #expect(ClickingDelegate.clicks == 1)
    }

    @Test func theGeneralPasteboardIsTheDesktopClipboardWhileAWindowIsOpen() throws {
        let host = try #require(SDLWindowHost(title: "Clipboard", size: CGSize(width: 200, height: 100)))
        defer { host.close() }
        UIPasteboard.general.string = "copied in the app"
        let pointer = try #require(SDL_GetClipboardText())
        defer { SDL_free(pointer) }
        #expect(String(cString: pointer) == "copied in the app")
        // Text another app copies is what pastes next.
        SDL_SetClipboardText("copied elsewhere")
        #expect(UIPasteboard.general.string == "copied elsewhere" && UIPasteboard.general.numberOfItems == 1)
    }
}
