/// The methods UIKit calls as a scene connects, moves between the foreground and the background, and disconnects.
///
/// Every method is optional, as on iOS. UIKit makes the delegate from the scene configuration's `delegateClass`
/// (or the manifest's `UISceneDelegateClassName`), which is why it requires `init()`: a non-final delegate class
/// declares `required override init()`, or is made `final`.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    init()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)

    /// URLs opened in the connected scene: by the app itself (`UIApplication.open(_:)` with a scheme of its own) or,
    /// in tests, by `XCUIApplication.open(_:)`. A URL the scene was connected to open comes in its connection options.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// Whether the delegate takes the activity of that type about to be continued in the scene.
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    /// The activity to continue in the connected scene, as `requestSceneSessionActivation` with one asks.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// An activity could not be continued.
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    /// The activity to restore the scene from when its session connects again; asked as the scene enters the
    /// background, and kept as the session's `stateRestorationActivity`.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
}
