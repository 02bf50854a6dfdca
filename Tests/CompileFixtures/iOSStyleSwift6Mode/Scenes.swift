import UIKit

// Xcode's scene-based app template, as iOS projects have it (the delegates are `final`, see the README).

public final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
    }
}

public final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?

    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        let root = UIViewController()
        root.title = scene.session.configuration.name
        window?.rootViewController = root
        window?.makeKeyAndVisible()
    }

    public func sceneDidDisconnect(_ scene: UIScene) {
    }

    public func sceneDidBecomeActive(_ scene: UIScene) {
        NotificationCenter.default.post(name: Notification.Name("TemplateSceneDidBecomeActive"), object: scene)
    }

    public func sceneWillResignActive(_ scene: UIScene) {
    }

    public func sceneWillEnterForeground(_ scene: UIScene) {
    }

    public func sceneDidEnterBackground(_ scene: UIScene) {
    }
}
