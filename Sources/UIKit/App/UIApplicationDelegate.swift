import Foundation

/// The methods the app calls on its delegate as it launches, runs and ends.
///
/// Every method is optional, as on iOS. The delegate is created by
/// `UIApplicationMain`, or by `@main` on the delegate class (this protocol
/// supplies `static func main()`), which is why it requires `init()`: a
/// non-final delegate class declares `required override init()`, or is made
/// `final`.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    init()

    /// The app's main window, kept here by convention.
    var window: UIWindow? { get set }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)

    /// The configuration to connect a new scene with. By default, the scene manifest's first configuration for the
    /// session's role; a configuration whose `delegateClass` is set wins over the manifest's delegate class.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Sessions the user (closing a window) or the app (`requestSceneSessionDestruction`) discarded.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    /// A URL opened in an app without scenes: the one it was launched to open (after
    /// `application(_:didFinishLaunchingWithOptions:)`, unless a launch method returned false), one the app opened with a
    /// scheme of its own, or one a test opened. Returns whether the delegate handled it.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}

    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: application.sceneCoordinator.defaultConfigurationName(for: connectingSceneSession.role),
                             sessionRole: connectingSceneSession.role)
    }

    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }

    /// Starts the app with this type as its delegate, as `@main` does on iOS.
    public static func main() {
        UIApplication.main(delegateClass: Self.self)
    }
}
