//
//  AppDelegate.swift
//  Sightings
//
//  An app as Xcode's iOS App template starts it: an app delegate, a scene delegate and an Info.plist with a scene
//  manifest, with the view controllers written in code.
//

import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var launchLog: [String] = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Override point for customization after application launch.
        launchLog.append("didFinishLaunching")
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        // Called when a new scene session is being created.
        // Use this method to select a configuration to create the new scene with.
        launchLog.append("configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        // Called when the user discards a scene session.
        launchLog.append("didDiscardSceneSessions")
    }
}
