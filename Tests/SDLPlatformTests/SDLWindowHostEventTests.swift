import Foundation
import Testing
internal import CSDL2
@testable import UIKit

/// SDL events reach the application as platform events, and closing the window ends the app cleanly.
/// These open real windows, so they need an X display (the test script starts Xvfb).
@MainActor
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs an X display, such as Xvfb"))
struct SDLWindowHostEventTests {
    private func sdlWindow() -> OpaquePointer? {
        (1...1000).lazy.compactMap { SDL_GetWindowFromID(UInt32($0)) }.first
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
        #expect(host.waitForEvents(timeout: 1) == [.quit, .memoryWarning, .exposed])
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
        private static func cpuTime(of thread: String) -> Double {
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
}
