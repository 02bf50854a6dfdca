import Foundation
import Testing
import UIKitTesting
internal import CSDL2
@testable import UIKit

/// What the desktop scene app below saw, in order.
@MainActor
enum DesktopSceneLog {
    static var entries: [String] = []
    static var clicks: [String: Int] = [:]
    static var screenSizes: [CGSize] = []
    /// The SDL windows open as each scene connected, by title.
    static var windowsAtConnection: [[String: UInt32]] = []
}

/// A scene app whose delegate records discarded sessions and the end.
final class DesktopSceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        DesktopSceneLog.entries.append("didDiscardSceneSessions")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        DesktopSceneLog.entries.append("applicationWillTerminate")
    }
}

/// Each scene is a window whose one control counts clicks under the scene's title.
final class DesktopSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        DesktopSceneLog.windowsAtConnection.append(SDLSceneWindowTests.sdlWindows())
        let title = "Scene \(UIApplication.shared.openSessions.count)"
        DesktopSceneLog.screenSizes.append(windowScene.screen.bounds.size)
        scene.title = title
        let window = UIWindow(windowScene: windowScene)
        window.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        window.rootViewController = UIViewController()
        let control = UIControl(frame: window.bounds)
        control.addAction(UIAction { _ in DesktopSceneLog.clicks[title, default: 0] += 1 }, for: .touchUpInside)
        window.rootViewController?.view.addSubview(control)
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        DesktopSceneLog.entries.append("\(scene.title ?? ""): sceneDidBecomeActive")
        // The first window opens the second, as a "New Window" command would.
        if UIApplication.shared.supportsMultipleScenes, UIApplication.shared.openSessions.count == 1 {
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { error in
                DesktopSceneLog.entries.append("error: \(error)")
            }
        }
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        DesktopSceneLog.entries.append("\(scene.title ?? ""): sceneDidDisconnect")
    }
}

/// A scene app on the desktop: one SDL window per connected window scene, events routed by window, closing a
/// window discards its scene's session, and quitting disconnects the rest. Needs an X display, as the other window suites.
@MainActor
@Suite(.serialized, .realTime, .enabled(if: WindowTestEnvironment.runs(screenCapture: false), "needs an X display, such as Xvfb"))
struct SDLSceneWindowTests {
    /// The SDL windows open now, by title.
    nonisolated static func sdlWindows() -> [String: UInt32] {
        var windows: [String: UInt32] = [:]
        for id in UInt32(1)...1000 {
            guard let window = SDL_GetWindowFromID(id) else { continue }
            windows[String(cString: SDL_GetWindowTitle(window))] = id
        }
        return windows
    }

    /// The open windows once there are `count` of them and each has its title, or as they are after 10 seconds. A
    /// window is titled just after it opens, so a loaded machine can be asked in between.
    private nonisolated static func sdlWindows(whenThereAre count: Int) -> [String: UInt32] {
        let deadline = Date(timeIntervalSinceNow: 10)
        var windows = sdlWindows()
        while windows.count != count || windows.keys.contains(""), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            windows = sdlWindows()
        }
        return windows
    }

    private nonisolated static func push(_ type: SDL_EventType, windowID: UInt32) {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.windowID = windowID
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        (event.button.x, event.button.y, event.button.clicks) = (100, 75, 1)
        SDL_PushEvent(&event)
    }

    /// Runs the desktop scene app with a fresh log until it ends, then puts back the application, main screen and
    /// Info dictionary the other tests share.
    private static func runApp(multipleScenes: Bool, launchStoryboard: String? = nil) -> Int32 {
        let shared = UIApplication.shared, screen = UIScreen.main
        defer {
            UIApplication.install(shared)
            UIScreen.main = screen
            InfoDictionary.registered = nil
        }
        DesktopSceneLog.entries = []
        DesktopSceneLog.clicks = [:]
        DesktopSceneLog.screenSizes = []
        DesktopSceneLog.windowsAtConnection = []
        var info: [String: Any] = [
            "CFBundleDisplayName": "Desktop Scenes",
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": multipleScenes,
                "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [
                    ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).DesktopSceneDelegate"],
                ]],
            ] as [String: Any],
        ]
        info["UILaunchStoryboardName"] = launchStoryboard
        UIApplication.registerInfoDictionary(info)
        return ApplicationRunner.run(applicationType: UIApplication.self, delegate: DesktopSceneAppDelegate())
    }

    @Test func eachWindowSceneIsANativeWindowOfItsOwn() {
        // The steps run on another thread while the app's loop runs, as a user would act on the windows.
        nonisolated(unsafe) var windowsWhileBothShow: [String: UInt32] = [:]
        nonisolated(unsafe) var windowsAfterClosing: [String: UInt32] = [:]
        DispatchQueue.global().async {
            // A loaded machine may take a while to open the windows: wait for both (at most 10 s), not a fixed time.
            windowsWhileBothShow = Self.sdlWindows(whenThereAre: 2)
            let second = windowsWhileBothShow["Scene 2"] ?? 0
            Self.push(SDL_MOUSEBUTTONDOWN, windowID: second)
            Self.push(SDL_MOUSEBUTTONUP, windowID: second)
            Thread.sleep(forTimeInterval: 0.3)
            var close = SDL_Event()
            close.type = SDL_WINDOWEVENT.rawValue
            close.window.windowID = second
            close.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
            SDL_PushEvent(&close)
            windowsAfterClosing = Self.sdlWindows(whenThereAre: 1)
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            SDL_PushEvent(&quit)
        }
        #expect(Self.runApp(multipleScenes: true) == 0)
        // The window titles are the scenes' titles; the app's display name would stand in for an empty one.
        #expect(Set(windowsWhileBothShow.keys) == ["Scene 1", "Scene 2"])
        #expect(DesktopSceneLog.clicks == ["Scene 2": 1])
        #expect(Set(windowsAfterClosing.keys) == ["Scene 1"])
        #expect(DesktopSceneLog.entries == [
            "Scene 1: sceneDidBecomeActive", "Scene 2: sceneDidBecomeActive",
            "Scene 2: sceneDidDisconnect", "didDiscardSceneSessions",
            "Scene 1: sceneDidDisconnect", "applicationWillTerminate",
        ])
        #expect(Self.sdlWindows().isEmpty)
        // The first scene connected on the phone-shaped screen that fits the display. The second, asked for while the
        // first became active, connected on a later turn, once the first window showed: on the screen that follows it.
        #expect(DesktopSceneLog.screenSizes == [ApplicationRunner.desktopSceneSize, CGSize(width: 200, height: 150)])
        #expect(DesktopSceneLog.windowsAtConnection.last.map { Set($0.keys) } == ["Scene 1"])
    }

    @Test func theLaunchScreenShowsWhileTheAppLaunchesAndItsWindowBecomesTheFirstScenes() {
        nonisolated(unsafe) var windowsOnceRunning: [String: UInt32] = [:]
        DispatchQueue.global().async {
            windowsOnceRunning = Self.sdlWindows(whenThereAre: 1)
            Thread.sleep(forTimeInterval: 0.3)
            windowsOnceRunning = Self.sdlWindows()
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            SDL_PushEvent(&quit)
        }
        #expect(Self.runApp(multipleScenes: false, launchStoryboard: "Launch") == 0)
        // While the scene connected, the launch screen's window was already open, titled with the app's name.
        let launch = DesktopSceneLog.windowsAtConnection.first ?? [:]
        #expect(launch.keys.sorted() == ["Desktop Scenes"])
        // The scene's window took the launch screen's native window over.
        #expect(windowsOnceRunning.keys.sorted() == ["Scene 1"] && windowsOnceRunning["Scene 1"] == launch["Desktop Scenes"])
        #expect(Self.sdlWindows().isEmpty)
    }

    @Test func closingTheLastWindowEndsTheApp() {
        let ended = NSLock()
        nonisolated(unsafe) var appEnded = false
        DispatchQueue.global().async {
            var close = SDL_Event()
            close.type = SDL_WINDOWEVENT.rawValue
            close.window.windowID = Self.sdlWindows(whenThereAre: 1)["Scene 1"] ?? 0
            close.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
            SDL_PushEvent(&close)
            // Should the close be lost, a quit ends the run, and the log shows no discarded session; once the app has
            // ended, no quit is sent, or it would end whichever app the next test runs.
            Thread.sleep(forTimeInterval: 3)
            ended.withLock {
                guard !appEnded else { return }
                var quit = SDL_Event()
                quit.type = SDL_QUIT.rawValue
                SDL_PushEvent(&quit)
            }
        }
        #expect(Self.runApp(multipleScenes: false) == 0)
        ended.withLock { appEnded = true }
        #expect(DesktopSceneLog.entries == [
            "Scene 1: sceneDidBecomeActive", "Scene 1: sceneDidDisconnect", "didDiscardSceneSessions", "applicationWillTerminate",
        ])
        #expect(Self.sdlWindows().isEmpty)
    }
}
