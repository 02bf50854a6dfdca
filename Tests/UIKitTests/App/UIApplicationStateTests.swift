import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// The app's state and life-cycle notifications, for an app with a window of its own and for a scene app.
@MainActor @Suite(.serialized) struct UIApplicationStateTests {
    /// An app delegate of an app without scenes, recording its calls and the app's notifications in order.
    final class WindowAppDelegate: UIResponder, UIApplicationDelegate {
        nonisolated(unsafe) static var log: [String] = []
        var window: UIWindow?

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            Self.log.append("didFinishLaunching \(application.applicationState)")
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
            return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) { Self.log.append("applicationDidBecomeActive") }
        func applicationWillResignActive(_ application: UIApplication) { Self.log.append("applicationWillResignActive") }
        func applicationDidEnterBackground(_ application: UIApplication) { Self.log.append("applicationDidEnterBackground") }
        func applicationWillTerminate(_ application: UIApplication) { Self.log.append("applicationWillTerminate") }
        func applicationDidReceiveMemoryWarning(_ application: UIApplication) { Self.log.append("applicationDidReceiveMemoryWarning") }
    }

    private static let names: [Notification.Name] = [
        UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
        UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
        UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification,
        UIApplication.didReceiveMemoryWarningNotification,
    ]

    /// Records the app's notifications into `append` while `body` runs.
    private func recordingNotifications(_ append: @escaping @MainActor (String) -> Void, _ body: () -> Void) {
        let observers = Self.names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notification in
                let name = notification.name.rawValue
                MainActor.assumeIsolated { append(name) }
            }
        }
        body()
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    @Test func anAppWithItsOwnWindowGoesThroughItsStatesInOrder() {
        WindowAppDelegate.log = []
        var states: [UIApplication.State] = []
        recordingNotifications({ WindowAppDelegate.log.append($0) }) {
            let app = UIApplication.launchForTesting(delegateClass: WindowAppDelegate.self)
            states.append(app.application.applicationState)
            app.application.sendMemoryWarning()
            app.terminate()
            states.append(app.application.applicationState)
        }
        #expect(WindowAppDelegate.log == [
            "didFinishLaunching inactive", "UIApplicationDidFinishLaunchingNotification",
            "applicationDidBecomeActive", "UIApplicationDidBecomeActiveNotification",
            "applicationDidReceiveMemoryWarning", "UIApplicationDidReceiveMemoryWarningNotification",
            "applicationWillResignActive", "UIApplicationWillResignActiveNotification",
            "applicationDidEnterBackground", "UIApplicationDidEnterBackgroundNotification",
            "applicationWillTerminate", "UIApplicationWillTerminateNotification",
        ])
        #expect(states == [.active, .background])
    }

    @Test(.manualClock) func aSceneAppsStateFollowsItsScenes() throws {
        SceneTestLog.entries = []
        var log: [String] = []
        recordingNotifications({ log.append($0) }) {
            let app = UIApplication.launchForTesting(delegateClass: ManifestSceneAppDelegate.self, infoDictionary: SceneTestLog.info(multipleScenes: true))
            log.append("state \(app.application.applicationState)")
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            ManualClock.installed?.advance(by: 1.0 / 60)
            let first = app.windowScenes[0].session
            UIApplication.shared.requestSceneSessionDestruction(first, options: nil)
            log.append("one scene left: \(app.application.applicationState)")
            app.terminate()
            log.append("state \(app.application.applicationState)")
        }
        #expect(log == [
            "UIApplicationDidFinishLaunchingNotification", "UIApplicationDidBecomeActiveNotification", "state active",
            "one scene left: active",
            "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
            "UIApplicationWillTerminateNotification", "state background",
        ])
    }

    @Test func turningTheScreenPostsAnOrientationChangeWhileAsked() {
        let previous = UIScreen.main
        defer { UIScreen.main = previous }
        var changes = 0
        let observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { changes += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1)
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 844, height: 390), scale: 1)
        #expect(changes == 0, "not asked for")
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 900, height: 390), scale: 1)
        #expect(changes == 0 && UIDevice.current.isGeneratingDeviceOrientationNotifications, "still landscape")
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1)
        #expect(changes == 1 && UIDevice.current.orientation == .portrait)
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 844, height: 390), scale: 1)
        #expect(changes == 1 && !UIDevice.current.isGeneratingDeviceOrientationNotifications)
    }
}
