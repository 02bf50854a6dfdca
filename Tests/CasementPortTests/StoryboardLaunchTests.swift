import Foundation
import Testing
import UIKitTesting
@testable import PortedFixtures
@testable import UIKit

/// Apps that start from a storyboard, as Xcode's templates do: the Info.plist names it, and UIKit makes the window
/// and its root controller before the delegate hears of the launch or the scene's connection.
final class MainStoryboardAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var rootAtWillFinish: UIViewController?

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        rootAtWillFinish = window?.rootViewController
        return true
    }
}

final class PlainAppDelegate: UIResponder, UIApplicationDelegate {}

final class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var rootAtConnection: UIViewController?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        rootAtConnection = window?.rootViewController
    }
}

@MainActor @Suite(.serialized) struct StoryboardLaunchTests {
    private let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1)

    @Test func anAppWithoutScenesStartsFromItsMainStoryboard() throws {
        let app = UIApplication.launchForTesting(delegateClass: MainStoryboardAppDelegate.self,
                                                 infoDictionary: ["UIMainStoryboardFile": "Mailbox"], screen: screen)
        defer { app.terminate() }
        let delegate = try #require(app.application.delegate as? MainStoryboardAppDelegate)
        let window = try #require(delegate.window)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        #expect(delegate.rootAtWillFinish === navigation, "the window exists before the delegate hears of the launch")
        #expect(window.isKeyWindow && !window.isHidden && navigation.topViewController is MailboxViewController)
    }

    @Test func aSceneStartsFromItsConfigurationsStoryboard() throws {
        let configuration: [String: Any] = ["UISceneConfigurationName": "Default Configuration",
                                            "UISceneDelegateClassName": "CasementPortTests.StoryboardSceneDelegate",
                                            "UISceneStoryboardFile": "Mailbox"]
        let manifest: [String: Any] = ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [configuration]]]
        let app = UIApplication.launchForTesting(delegateClass: PlainAppDelegate.self,
                                                 infoDictionary: ["UIApplicationSceneManifest": manifest], screen: screen)
        defer { app.terminate() }
        let scene = try #require(app.windowScenes.first)
        #expect(scene.session.configuration.storyboard != nil)
        let delegate = try #require(scene.delegate as? StoryboardSceneDelegate)
        let window = try #require(delegate.window)
        #expect(delegate.rootAtConnection === window.rootViewController, "made before scene(_:willConnectTo:options:)")
        #expect(window.windowScene === scene && scene.keyWindow === window)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        window.runUpdateCycle()
        let mailbox = try #require(navigation.topViewController as? MailboxViewController)
        #expect(mailbox.viewIfLoaded?.window === window && mailbox.titleLabel.text == "Hello")
    }
}
