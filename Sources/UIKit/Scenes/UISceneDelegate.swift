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
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}
