import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 720))
        let sightings = SightingsViewController()
        window.rootViewController = sightings
        window.makeKeyAndVisible()
        sightings.fadeInCards()
        self.window = window
        return true
    }
}
