import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate, InfoPlistProviding {
    /// What the app's Info.plist would hold: the `birdsightings:` links it opens.
    static let infoPlist: [String: Any] = [
        "CFBundleIdentifier": "com.example.BirdSightings",
        "CFBundleURLTypes": [["CFBundleURLName": "com.example.BirdSightings", "CFBundleURLSchemes": ["birdsightings"]]],
    ]

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

    /// `birdsightings://sighting/Blue%20Jay` shows the Blue Jay's sighting, whether the app was started with the link
    /// or opened it while running.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        guard url.host == "sighting", let root = window?.rootViewController as? MainTabBarController else { return false }
        return root.showSighting(of: url.lastPathComponent)
    }
}
