import UIKit

/// Each scene is a window showing a `WelcomeViewController`.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let number = UIApplication.shared.openSessions.count
        scene.title = number == 1 ? "" : "Scene Sample \(number)"
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = WelcomeViewController(number: number)
        window?.makeKeyAndVisible()
    }
}
