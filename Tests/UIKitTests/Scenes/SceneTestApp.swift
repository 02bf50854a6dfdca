import Foundation
@testable import UIKit

/// A small scene-based app, written as iOS apps are, whose delegates record every call in Apple's words.
/// The classes are top level so that the scene manifest can name them ("$(PRODUCT_MODULE_NAME).SceneTestSceneDelegate").
@MainActor
enum SceneTestLog {
    static var entries: [String] = []
    /// The delegate class `SceneTestAppDelegate` puts in the configurations it returns; nil leaves the manifest's.
    static var chosenDelegateClass: AnyClass?
    /// What the last connection's options carried.
    static var userActivityTypes: [String] = []
    static var connectionURLs: [URL] = []
    static var launchOptionsKeys: [String] = []

    private static var observers: [any NSObjectProtocol] = []

    /// Starts a fresh log that also records the scene notifications, by name, as they are posted.
    static func start() {
        entries = []
        chosenDelegateClass = nil
        userActivityTypes = []
        connectionURLs = []
        launchOptionsKeys = []
        stop()
        let names: [Notification.Name] = [UIScene.willConnectNotification, UIScene.didDisconnectNotification,
                                          UIScene.didActivateNotification, UIScene.willDeactivateNotification,
                                          UIScene.willEnterForegroundNotification, UIScene.didEnterBackgroundNotification]
        observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notification in
                nonisolated(unsafe) let notification = notification
                MainActor.assumeIsolated {
                    let title = (notification.object as? UIScene)?.title ?? ""
                    SceneTestLog.entries.append(title.isEmpty ? notification.name.rawValue : "\(title): \(notification.name.rawValue)")
                }
            }
        }
    }

    static func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }

    /// An Info dictionary with a scene manifest of one configuration, as Xcode's template writes it.
    static func info(multipleScenes: Bool = false, delegateClassName: String = "$(PRODUCT_MODULE_NAME).SceneTestSceneDelegate",
                     extra: [String: Any] = [:]) -> [String: Any] {
        let configuration: [String: Any] = ["UISceneConfigurationName": "Default Configuration",
                                            "UISceneDelegateClassName": delegateClassName]
        let manifest: [String: Any] = ["UIApplicationSupportsMultipleScenes": multipleScenes,
                                       "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [configuration]]]
        return ["UIApplicationSceneManifest": manifest, "CFBundleDisplayName": "Scene Test"].merging(extra) { $1 }
    }
}

final class SceneTestAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SceneTestLog.entries.append("application(_:willFinishLaunchingWithOptions:)")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SceneTestLog.entries.append("application(_:didFinishLaunchingWithOptions:)")
        SceneTestLog.launchOptionsKeys = launchOptions.map { $0.keys.map(\.rawValue) } ?? []
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        SceneTestLog.entries.append("application(_:configurationForConnecting:options:)")
        SceneTestLog.userActivityTypes = options.userActivities.map(\.activityType)
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        if let chosen = SceneTestLog.chosenDelegateClass { configuration.delegateClass = chosen }
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        SceneTestLog.entries.append("application(_:didDiscardSceneSessions:) \(sceneSessions.count)")
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        SceneTestLog.entries.append("applicationDidBecomeActive(_:)")
    }

    func applicationWillResignActive(_ application: UIApplication) {
        SceneTestLog.entries.append("applicationWillResignActive(_:)")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        SceneTestLog.entries.append("applicationWillTerminate(_:)")
    }
}

/// An app delegate that leaves the scene configuration to the manifest, as many apps do.
final class ManifestSceneAppDelegate: UIResponder, UIApplicationDelegate {}

/// The scene delegate of Xcode's template: a window for the scene, a root controller, key and visible.
final class SceneTestSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        SceneTestLog.entries.append("scene(_:willConnectTo:options:)")
        SceneTestLog.connectionURLs = connectionOptions.urlContexts.map(\.url)
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = SceneTestRootController()
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidDisconnect(_ scene: UIScene) { SceneTestLog.entries.append("sceneDidDisconnect(_:)") }
    func sceneDidBecomeActive(_ scene: UIScene) { SceneTestLog.entries.append("sceneDidBecomeActive(_:)") }
    func sceneWillResignActive(_ scene: UIScene) { SceneTestLog.entries.append("sceneWillResignActive(_:)") }
    func sceneWillEnterForeground(_ scene: UIScene) { SceneTestLog.entries.append("sceneWillEnterForeground(_:)") }
    func sceneDidEnterBackground(_ scene: UIScene) { SceneTestLog.entries.append("sceneDidEnterBackground(_:)") }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts {
            SceneTestLog.entries.append("scene(_:openURLContexts:) \(context.url.absoluteString) from \(context.options.sourceApplication ?? "nil")")
        }
    }

    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
        SceneTestLog.entries.append("scene(_:willContinueUserActivityWithType:) \(userActivityType)")
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        SceneTestLog.entries.append("scene(_:continue:) \(userActivity.activityType)")
    }

    /// The activity iOS would keep to bring the scene back as it was.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: "com.example.scene-test.restore")
        activity.userInfo = ["title": scene.title ?? ""]
        return activity
    }
}

/// Another scene delegate, which names its scene, for the configuration the app delegate chooses.
final class OtherSceneTestSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        SceneTestLog.entries.append("other: scene(_:willConnectTo:options:)")
        scene.title = "Other"
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = SceneTestRootController()
        window?.makeKeyAndVisible()
    }
}

/// A screen with a red button in the middle that counts its taps, on the system background.
final class SceneTestRootController: UIViewController {
    let button = UIButton(type: .system)
    private(set) var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        button.backgroundColor = .systemRed
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
        button.autoresizingMask = [.flexibleTopMargin, .flexibleBottomMargin, .flexibleLeftMargin, .flexibleRightMargin]
        button.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
        view.addSubview(button)
    }
}

/// An app without a scene manifest, as apps were before iOS 13 and the demo still is.
final class WindowTestAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SceneTestLog.entries.append("application(_:didFinishLaunchingWithOptions:)")
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = SceneTestRootController()
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { SceneTestLog.entries.append("applicationDidBecomeActive(_:)") }
    func applicationWillResignActive(_ application: UIApplication) { SceneTestLog.entries.append("applicationWillResignActive(_:)") }
    func applicationWillTerminate(_ application: UIApplication) { SceneTestLog.entries.append("applicationWillTerminate(_:)") }
}

/// A window scene subclass, named by a manifest's `UISceneClassName`.
final class CustomTestWindowScene: UIWindowScene {}
