import Foundation
import Testing
import UIKitTesting
@testable import TemplateApp
@testable import UIKit

/// Xcode's iOS App template (app delegate, scene delegate, Info.plist with a scene manifest, `#selector` actions,
/// a navigation controller), built from its untouched folder (Tests/PortFixtures/TemplateApp) through
/// `CasementPortPlugin`, launched headless and clicked through.
@MainActor @Suite(.serialized) struct TemplateAppTests {
    private func launch() -> LaunchedApplication {
        UIApplication.launchForTesting(delegateClass: AppDelegate.self, screen: UIScreen.device("iPhone 15"))
    }

    @Test func theAppStartsFromItsInfoPlistThroughItsSceneDelegate() throws {
        let app = launch()
        defer { app.terminate() }
        let delegate = try #require(app.delegate as? AppDelegate)
        #expect(delegate.launchLog == ["didFinishLaunching", "configurationForConnecting"])
        let scene = try #require(app.windowScenes.first)
        #expect(scene.delegate is SceneDelegate && scene.activationState == .foregroundActive)
        #expect(UIApplication.infoDictionary?["CFBundleName"] as? String == "TemplateApp", "$(PRODUCT_NAME) is the module")
        let window = try #require(app.window)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        #expect(navigation.topViewController is SightingsViewController)
        #expect(window.bounds.size == CGSize(width: 393, height: 852))
    }

    @Test func selectorActionsWorkAsOnIOS() throws {
        let app = launch()
        defer { app.terminate() }
        let window = try #require(app.window)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let sightings = try #require(navigation.topViewController as? SightingsViewController)
        window.layoutIfNeeded()
        #expect(sightings.countLabel.text == "2 sightings")
        // The + bar button item's #selector(addSighting).
        let add = try #require(buttons(in: navigation.navigationBar).last)
        window.tap(add)
        #expect(sightings.countLabel.text == "3 sightings")
        #expect(verifySnapshot(of: window.snapshotImage(), named: "sightings") == nil)
        // The @IBAction showLatest(_:), reached by its selector "showLatest:".
        window.tap(sightings.addButton)
        window.layoutIfNeeded()
        let detail = try #require(navigation.topViewController as? SightingDetailViewController)
        #expect(detail.nameLabel.text == "Latest: Sparrow" && detail.title == "Sparrow")
        #expect(verifySnapshot(of: window.snapshotImage(), named: "detail") == nil)
    }

    private func buttons(in view: UIView) -> [UIButton] {
        view.subviews.flatMap { [$0 as? UIButton].compactMap { $0 } + buttons(in: $0) }
    }

    @Test func theAppAndItsScreensAreFreedWhenItEnds() throws {
        weak var delegate: AppDelegate?, sightings: UIViewController?, window: UIWindow?
        do {
            let app = launch()
            delegate = app.delegate as? AppDelegate
            window = app.window
            sightings = (app.window?.rootViewController as? UINavigationController)?.topViewController
            #expect(delegate != nil && sightings != nil && window != nil)
            app.terminate()
        }
        #expect(delegate == nil && sightings == nil && window == nil)
    }
}
