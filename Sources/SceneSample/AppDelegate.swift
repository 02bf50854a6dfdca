import UIKit

/// A scene-based app as Xcode's template writes it: the app delegate only launches, the scene delegate makes windows.
/// `AppDelegate+InfoDictionary.swift` is what the port tool generates from the app's Info.plist.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}
