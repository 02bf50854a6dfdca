import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// An app without scenes that records the URLs it is given, in Apple's words.
final class URLTestAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// What `application(_:didFinishLaunchingWithOptions:)` returns.
    static var finishesLaunching = true

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SceneTestLog.entries.append("application(_:willFinishLaunchingWithOptions:) \((launchOptions?[.url] as? URL)?.absoluteString ?? "nil")")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SceneTestLog.entries.append("application(_:didFinishLaunchingWithOptions:) \((launchOptions?[.url] as? URL)?.absoluteString ?? "nil")")
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        return Self.finishesLaunching
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        SceneTestLog.entries.append("application(_:open:options:) \(url.absoluteString) from \(options[.sourceApplication] as? String ?? "nil")")
        return url.host == "sighting"
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        SceneTestLog.entries.append("applicationDidBecomeActive(_:)")
    }
}

/// URLs opened in the app: the one it is launched to open, its own scheme opened from inside, and one a test opens,
/// reaching the app delegate or the active scene's delegate as Apple documents.
@MainActor
@Suite(.serialized) struct OpenURLTests {
    private static let urlTypes: [String: Any] = [
        "CFBundleIdentifier": "com.example.scene-test",
        "CFBundleURLTypes": [["CFBundleURLName": "com.example.scene-test", "CFBundleURLSchemes": ["Birds"]]],
    ]
    private let link = URL(string: "birds://sighting/7")!

    init() {
        SceneTestLog.start()
        URLTestAppDelegate.finishesLaunching = true
    }

    private func launch(_ delegateClass: any UIApplicationDelegate.Type, scenes: Bool, url: URL? = nil) -> LaunchedApplication {
        SceneTestLog.entries = []
        let info = scenes ? SceneTestLog.info(extra: Self.urlTypes) : Self.urlTypes
        return UIApplication.launchForTesting(delegateClass: delegateClass, infoDictionary: info,
                                              screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), scale: 1), url: url)
    }

    @Test func anAppWithoutScenesLaunchedToOpenAURLGetsItInItsLaunchOptionsThenToOpen() {
        let app = launch(URLTestAppDelegate.self, scenes: false, url: link)
        defer { app.terminate() }
        #expect(SceneTestLog.entries == [
            "application(_:willFinishLaunchingWithOptions:) birds://sighting/7",
            "application(_:didFinishLaunchingWithOptions:) birds://sighting/7",
            "application(_:open:options:) birds://sighting/7 from nil",
            "applicationDidBecomeActive(_:)",
        ])
    }

    @Test func aLaunchMethodReturningFalseKeepsTheURLFromOpen() {
        URLTestAppDelegate.finishesLaunching = false
        let app = launch(URLTestAppDelegate.self, scenes: false, url: link)
        defer { app.terminate() }
        #expect(!SceneTestLog.entries.contains { $0.hasPrefix("application(_:open:options:)") })
    }

    @Test func aSceneLaunchedToOpenAURLFindsItInItsConnectionOptions() {
        let app = launch(SceneTestAppDelegate.self, scenes: true, url: link)
        defer { app.terminate() }
        #expect(SceneTestLog.connectionURLs == [link])
        // Scene apps find it there, not in their launch options.
        #expect(SceneTestLog.launchOptionsKeys.isEmpty)
        // The launch URL comes with the connection, not again through scene(_:openURLContexts:).
        #expect(!SceneTestLog.entries.contains { $0.hasPrefix("scene(_:openURLContexts:)") })
    }

    @Test(.manualClock) func anAppOpeningItsOwnSchemeHearsOfItInItsActiveSceneAsFromItself() throws {
        let app = launch(SceneTestAppDelegate.self, scenes: true)
        defer { app.terminate() }
        #expect(SceneTestLog.connectionURLs.isEmpty)
        #expect(app.application.canOpenURL(link) && !app.application.canOpenURL(URL(string: "otherapp://x")!))
        SceneTestLog.entries = []
        app.application.open(link)
        // As on iOS, the URL arrives a moment later, not inside open(_:).
        #expect(SceneTestLog.entries.isEmpty)
        ManualClock.installed?.runUntilIdle()
        #expect(SceneTestLog.entries == ["scene(_:openURLContexts:) birds://sighting/7 from com.example.scene-test"])
        #expect(app.application.openedURLs == [link])
    }

    @Test(.manualClock) func anAppWithoutScenesOpeningItsOwnSchemeHearsOfItInOpen() {
        let app = launch(URLTestAppDelegate.self, scenes: false)
        defer { app.terminate() }
        SceneTestLog.entries = []
        app.application.open(URL(string: "BIRDS://sighting/8")!)
        ManualClock.installed?.runUntilIdle()
        #expect(SceneTestLog.entries == ["application(_:open:options:) BIRDS://sighting/8 from com.example.scene-test"])
    }

    @Test(.manualClock) func aConnectedSceneAskedToContinueAnActivityHearsOfIt() throws {
        let app = launch(SceneTestAppDelegate.self, scenes: true)
        defer { app.terminate() }
        let scene = try #require(app.windowScenes.first)
        SceneTestLog.entries = []
        app.application.requestSceneSessionActivation(scene.session, userActivity: NSUserActivity(activityType: "com.example.view-sighting"),
                                                      options: nil)
        #expect(SceneTestLog.entries.isEmpty)
        ManualClock.installed?.advance(by: 1.0 / 60)
        #expect(SceneTestLog.entries == [
            "scene(_:willContinueUserActivityWithType:) com.example.view-sighting",
            "scene(_:continue:) com.example.view-sighting",
        ])
    }

    @Test func aSceneGoingToTheBackgroundLeavesItsSessionTheActivityToRestoreItFrom() throws {
        let app = launch(SceneTestAppDelegate.self, scenes: true)
        let scene = try #require(app.windowScenes.first)
        scene.title = "Compose"
        let session = scene.session
        #expect(session.stateRestorationActivity == nil)
        app.terminate()
        #expect(session.stateRestorationActivity?.activityType == "com.example.scene-test.restore")
        #expect(session.stateRestorationActivity?.userInfo?["title"] as? String == "Compose")
    }

    @Test func aDesktopLaunchOpensTheFirstArgumentOfADeclaredScheme() throws {
        let info = InfoDictionary(Self.urlTypes, moduleName: "UIKitTests", executableName: "UIKitTests")
        #expect(info.urlSchemes == ["birds"])
        #expect(info.launchURL(in: ["--rtl", "https://example.com", "birds://sighting/3", "birds://later"]) == URL(string: "birds://sighting/3"))
        #expect(info.launchURL(in: ["--content-size", "XL", "/tmp/file"]) == nil)
    }

    @Test func quickActionsAreKeptAndCopied() throws {
        let item = UIMutableApplicationShortcutItem(type: "com.example.new-sighting", localizedTitle: "New Sighting")
        item.localizedSubtitle = "Log a bird"
        item.icon = UIApplicationShortcutIcon(systemImageName: "plus")
        let copy = try #require(item.copy() as? UIApplicationShortcutItem)
        #expect(!(copy is UIMutableApplicationShortcutItem))
        #expect(copy.type == item.type && copy.localizedTitle == "New Sighting" && copy.localizedSubtitle == "Log a bird")
        #expect(copy.icon?.source == .systemImage("plus"))
        let application = UIApplication()
        application.shortcutItems = [copy]
        #expect(application.shortcutItems?.first === copy)
    }
}
