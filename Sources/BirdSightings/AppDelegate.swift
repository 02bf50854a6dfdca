import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var options = LaunchOptions(arguments: [])!
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // A device's size in points, or a phone-shaped window; the desktop window follows the desktop rule for traits.
        let size = Self.options.device.map { Self.options.landscape ? CGSize(width: $0.size.height, height: $0.size.width) : $0.size }
        let window = UIWindow(frame: CGRect(origin: .zero, size: size ?? CGSize(width: 390, height: 720)))
        if Self.options.dark { window.overrideUserInterfaceStyle = .dark }
        let root = MainTabBarController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        Self.options.opening.show(in: root)
        root.list.fadeInRows()
        self.window = window
        return true
    }
}
