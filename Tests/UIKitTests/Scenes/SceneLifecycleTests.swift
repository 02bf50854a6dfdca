import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// The scene life cycle in the order Apple documents it, driven headless through `launchForTesting`.
@MainActor
@Suite(.serialized, .manualClock) struct SceneLifecycleTests {
    init() { SceneTestLog.start() }

    private func launch(_ delegateClass: any UIApplicationDelegate.Type = SceneTestAppDelegate.self,
                        info: [String: Any] = SceneTestLog.info()) -> LaunchedApplication {
        // Swift Testing may make a suite's instance well before its test runs, while other tests launch apps: the
        // log starts with this launch.
        SceneTestLog.entries = []
        return UIApplication.launchForTesting(delegateClass: delegateClass, infoDictionary: info,
                                       screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), scale: 1))
    }

    @Test func launchingConnectsTheFirstSceneInAppleOrder() throws {
        let app = launch()
        defer { app.terminate() }
        #expect(SceneTestLog.entries == [
            "application(_:willFinishLaunchingWithOptions:)",
            "application(_:didFinishLaunchingWithOptions:)",
            "application(_:configurationForConnecting:options:)",
            "scene(_:willConnectTo:options:)", "UISceneWillConnectNotification",
            "sceneWillEnterForeground(_:)", "UISceneWillEnterForegroundNotification",
            "sceneDidBecomeActive(_:)", "UISceneDidActivateNotification",
        ])
        // A scene app's delegate hears nothing of activation: its scenes do.
        #expect(!SceneTestLog.entries.contains("applicationDidBecomeActive(_:)"))
        let scene = try #require(app.windowScenes.first)
        #expect(app.application.connectedScenes == [scene])
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.session.role == .windowApplication && scene.session.scene === scene)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.session.configuration.delegateClass == SceneTestSceneDelegate.self)
        #expect(app.application.openSessions == [scene.session])
        #expect(!app.application.supportsMultipleScenes)
        let delegate = try #require(scene.delegate as? SceneTestSceneDelegate)
        let window = try #require(delegate.window)
        #expect(app.windows == [window] && scene.windows == [window] && scene.keyWindow === window)
        #expect(window.windowScene === scene && window.screen === scene.screen)
        #expect(window.bounds.size == CGSize(width: 320, height: 480))
        #expect(window.rootViewController?.view.window?.windowScene === scene)
        #expect(scene.next === app.application)
        // The desktop titles the window with the app's display name until the scene has a title of its own.
        #expect(app.application.title(for: window) == "Scene Test")
        scene.title = "Compose"
        #expect(app.application.title(for: window) == "Compose")
    }

    @Test func endingTheAppDisconnectsItsScenesThenTerminates() throws {
        let app = launch()
        let scene = try #require(app.windowScenes.first)
        SceneTestLog.entries = []
        app.terminate()
        #expect(SceneTestLog.entries == [
            "sceneWillResignActive(_:)", "UISceneWillDeactivateNotification",
            "sceneDidEnterBackground(_:)", "UISceneDidEnterBackgroundNotification",
            "sceneDidDisconnect(_:)", "UISceneDidDisconnectNotification",
            "applicationWillTerminate(_:)",
        ])
        #expect(scene.activationState == .unattached)
        // Ending the app keeps the sessions, which iOS would restore; a closed window's session is discarded.
        #expect(app.application.openSessions.count == 1 && app.application.connectedScenes.isEmpty)
    }

    @Test func destroyingASessionDisconnectsAndDiscardsItAndFreesItsScene() throws {
        let app = launch()
        defer { app.terminate() }
        weak var scene: UIWindowScene?
        weak var delegate: SceneTestSceneDelegate?
        weak var window: UIWindow?
        weak var controller: UIViewController?
        do {
            let connected = try #require(app.windowScenes.first)
            scene = connected
            delegate = connected.delegate as? SceneTestSceneDelegate
            window = delegate?.window
            controller = window?.rootViewController
            SceneTestLog.entries = []
            app.application.requestSceneSessionDestruction(connected.session, options: nil) { _ in
                Issue.record("an open session's destruction failed")
            }
        }
        #expect(SceneTestLog.entries == [
            "sceneWillResignActive(_:)", "UISceneWillDeactivateNotification",
            "sceneDidEnterBackground(_:)", "UISceneDidEnterBackgroundNotification",
            "sceneDidDisconnect(_:)", "UISceneDidDisconnectNotification",
            "application(_:didDiscardSceneSessions:) 1",
        ])
        #expect(app.application.openSessions.isEmpty && app.application.connectedScenes.isEmpty)
        #expect(scene == nil && delegate == nil && window == nil && controller == nil)
        #expect(app.windows.isEmpty)
    }

    @Test func destroyingASessionThatIsNotOpenIsDenied() throws {
        let app = launch()
        let session = try #require(app.windowScenes.first?.session)
        app.application.requestSceneSessionDestruction(session, options: nil)
        var errors: [any Error] = []
        app.application.requestSceneSessionDestruction(session, options: nil) { errors.append($0) }
        #expect((errors.first as? UISceneError)?.code == .requestDenied && errors.count == 1)
        app.terminate()
    }

    @Test func theAppDelegatesDelegateClassWinsOverTheManifest() throws {
        SceneTestLog.chosenDelegateClass = OtherSceneTestSceneDelegate.self
        let app = launch()
        defer { app.terminate() }
        let scene = try #require(app.windowScenes.first)
        #expect(scene.delegate is OtherSceneTestSceneDelegate)
        #expect(SceneTestLog.entries.contains("other: scene(_:willConnectTo:options:)"))
        #expect(!SceneTestLog.entries.contains("scene(_:willConnectTo:options:)"))
        #expect(scene.title == "Other")
    }

    @Test func withoutAConfigurationMethodTheManifestsFirstConfigurationIsUsed() throws {
        let app = launch(ManifestSceneAppDelegate.self)
        defer { app.terminate() }
        let scene = try #require(app.windowScenes.first)
        // "$(PRODUCT_MODULE_NAME).SceneTestSceneDelegate" is this module's class.
        #expect(scene.delegate is SceneTestSceneDelegate)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(SceneTestLog.entries.starts(with: ["scene(_:willConnectTo:options:)"]))
    }

    @Test func aDelegateClassNameThatNamesNoClassIsReported() throws {
        let reports = recordMisuseReports {
            let app = launch(ManifestSceneAppDelegate.self, info: SceneTestLog.info(delegateClassName: "$(PRODUCT_MODULE_NAME).NoSuchSceneDelegate"))
            #expect(app.windowScenes.count == 1 && app.windowScenes.first?.delegate == nil)
            app.terminate()
        }
        #expect(reports.map(\.message).contains { $0.contains("\"UIKitTests.NoSuchSceneDelegate\", which is no class") })
    }

    @Test func aSecondSceneConnectsWhenTheManifestSupportsMultipleScenes() throws {
        let app = launch(info: SceneTestLog.info(multipleScenes: true))
        defer { app.terminate() }
        #expect(app.application.supportsMultipleScenes)
        SceneTestLog.entries = []
        let options = UIScene.ActivationRequestOptions()
        options.requestingScene = app.windowScenes.first
        app.application.requestSceneSessionActivation(nil, userActivity: NSUserActivity(activityType: "com.example.compose"),
                                                      options: options) { _ in Issue.record("the request failed") }
        // The scene connects on the next turn, not within the request.
        #expect(SceneTestLog.entries.isEmpty && app.windowScenes.count == 1)
        ManualClock.installed?.advance(by: 1.0 / 60)
        #expect(SceneTestLog.entries == [
            "application(_:configurationForConnecting:options:)",
            "scene(_:willConnectTo:options:)", "UISceneWillConnectNotification",
            "sceneWillEnterForeground(_:)", "UISceneWillEnterForegroundNotification",
            "sceneDidBecomeActive(_:)", "UISceneDidActivateNotification",
        ])
        #expect(SceneTestLog.userActivityTypes == ["com.example.compose"])
        #expect(app.windowScenes.count == 2 && app.windows.count == 2 && app.application.openSessions.count == 2)
        #expect(app.windows[0] !== app.windows[1] && app.windows[1].windowScene === app.windowScenes[1])
        // Asking for a connected session's scene again changes nothing.
        SceneTestLog.entries = []
        app.application.requestSceneSessionActivation(app.windowScenes[0].session, userActivity: nil, options: nil)
        ManualClock.installed?.advance(by: 1.0 / 60)
        #expect(SceneTestLog.entries.isEmpty && app.windowScenes.count == 2)
    }

    @Test func aDisconnectedSessionConnectsAgainOnTheNextTurnUnlessItIsDiscardedFirst() throws {
        let app = launch(info: SceneTestLog.info(multipleScenes: true))
        defer { app.terminate() }
        let session = try #require(app.windowScenes.first?.session)
        app.application.sceneCoordinator.disconnect(try #require(session.scene))
        SceneTestLog.entries = []
        app.application.requestSceneSessionActivation(session, userActivity: nil, options: nil)
        #expect(session.scene == nil)
        ManualClock.installed?.advance(by: 1.0 / 60)
        #expect(SceneTestLog.entries.starts(with: ["application(_:configurationForConnecting:options:)", "scene(_:willConnectTo:options:)"]))
        #expect(session.scene != nil && app.application.openSessions == [session])

        app.application.sceneCoordinator.disconnect(try #require(session.scene))
        SceneTestLog.entries = []
        var errors: [any Error] = []
        app.application.requestSceneSessionActivation(session, userActivity: nil, options: nil) { errors.append($0) }
        app.application.requestSceneSessionDestruction(session, options: nil)
        ManualClock.installed?.advance(by: 1.0 / 60)
        #expect(SceneTestLog.entries == ["application(_:didDiscardSceneSessions:) 1"])
        #expect((errors.first as? UISceneError)?.code == .requestDenied, "the request is denied when it is carried out")
        #expect(session.scene == nil && app.application.openSessions.isEmpty)
    }

    @Test func anotherSceneIsRefusedWhenTheManifestDoesNotSupportMultipleScenes() throws {
        let app = launch()
        var errors: [any Error] = []
        app.application.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { errors.append($0) }
        #expect(errors.count == 1)
        let error = try #require(errors.first as? UISceneError)
        #expect(error.code == .multipleScenesNotSupported && error.errorCode == 0)
        #expect((error as NSError).domain == UISceneErrorDomain && (error as NSError).code == 0)
        #expect(app.windowScenes.count == 1)
        app.terminate()

        // An app without a scene manifest supports no scenes at all.
        let plain = launch(WindowTestAppDelegate.self, info: [:])
        defer { plain.terminate() }
        errors = []
        plain.application.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { errors.append($0) }
        #expect((errors.first as? UISceneError)?.code == .multipleScenesNotSupported)
        #expect(plain.application.connectedScenes.isEmpty)
    }

    @Test func appsWithoutASceneManifestLaunchAsBefore() throws {
        let app = launch(WindowTestAppDelegate.self, info: [:])
        #expect(SceneTestLog.entries == ["application(_:didFinishLaunchingWithOptions:)", "applicationDidBecomeActive(_:)"])
        let window = try #require(app.window)
        #expect(window.windowScene == nil && app.windowScenes.isEmpty && window.isKeyWindow)
        SceneTestLog.entries = []
        app.terminate()
        #expect(SceneTestLog.entries == ["applicationWillResignActive(_:)", "applicationWillTerminate(_:)"])
    }

    @Test func aLaunchedSceneAppIsTappedAndScreenshotted() throws {
        let app = launch()
        defer { app.terminate() }
        let window = try #require(app.window)
        let root = try #require(window.rootViewController as? SceneTestRootController)
        window.tap(root.button)
        #expect(root.taps == 1)
        let image = try #require(window.snapshotImage().cgImage)
        #expect(image.width == 320 && image.height == 480)
        #expect(image.rgba(160, 240).isClose(to: RGBA(255, 59, 48), tolerance: 3), "\(image.rgba(160, 240))")
        #expect(image.rgba(20, 400) == RGBA(255, 255, 255))
    }

    @Test func aDarkInterfaceStyleInTheInfoDictionaryDarkensEveryWindow() throws {
        let app = launch(info: SceneTestLog.info(multipleScenes: true, extra: ["UIUserInterfaceStyle": "Dark"]))
        app.application.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        ManualClock.installed?.advance(by: 1.0 / 60)
        for window in app.windows {
            #expect(window.traitCollection.userInterfaceStyle == .dark)
            let image = try #require(window.snapshotImage().cgImage)
            #expect(image.rgba(20, 400) == RGBA(0, 0, 0))
        }
        #expect(app.windows.count == 2)
        app.terminate()
        // The next app starts in the light appearance again.
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .light)
    }

    @Test func edgeAntialiasingInTheInfoDictionaryIsWhereNewLayersStart() {
        #expect(UIView().layer.allowsEdgeAntialiasing == false)
        let app = launch(info: SceneTestLog.info(multipleScenes: false, extra: ["UIViewEdgeAntialiasing": true]))
        #expect(UIView().layer.allowsEdgeAntialiasing == true)
        #expect(CALayer().allowsEdgeAntialiasing == true)
        app.terminate()
        #expect(UIView().layer.allowsEdgeAntialiasing == false)
    }

    @Test func aWindowMovesToTheSceneItIsGiven() throws {
        let app = launch(info: SceneTestLog.info(multipleScenes: true))
        defer { app.terminate() }
        app.application.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        ManualClock.installed?.advance(by: 1.0 / 60)
        let (first, second) = (app.windowScenes[0], app.windowScenes[1])
        let extra = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        extra.windowScene = first
        #expect(first.windows.contains(extra) && !second.windows.contains(extra))
        extra.windowScene = second
        #expect(second.windows.contains(extra) && !first.windows.contains(extra))
        extra.makeKeyAndVisible()
        #expect(second.keyWindow === extra && first.keyWindow === first.windows.first)
        #expect(first.interfaceOrientation == .portrait && first.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func theManifestsSceneClassIsTheScenesClass() throws {
        var info = SceneTestLog.info()
        var manifest = try #require(info["UIApplicationSceneManifest"] as? [String: Any])
        manifest["UISceneConfigurations"] = ["UIWindowSceneSessionRoleApplication": [[
            "UISceneConfigurationName": "Default Configuration",
            "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneTestSceneDelegate",
            "UISceneClassName": "${PRODUCT_MODULE_NAME}.CustomTestWindowScene",
        ]]]
        info["UIApplicationSceneManifest"] = manifest
        let app = launch(info: info)
        defer { app.terminate() }
        #expect(app.windowScenes.first is CustomTestWindowScene)
        #expect(app.window?.windowScene is CustomTestWindowScene)
    }

    @Test func classesThatAreNoSceneOrSceneDelegateAreReported() throws {
        var reports = recordMisuseReports {
            SceneTestLog.chosenDelegateClass = SceneTestRootController.self
            let app = launch()
            #expect(app.windowScenes.count == 1 && app.windowScenes.first?.delegate == nil)
            app.terminate()
        }
        #expect(reports.map(\.message).contains { $0.contains("does not adopt UISceneDelegate; the scene has no delegate") })

        reports = recordMisuseReports {
            var info = SceneTestLog.info()
            var manifest = info["UIApplicationSceneManifest"] as? [String: Any] ?? [:]
            manifest["UISceneConfigurations"] = ["UIWindowSceneSessionRoleApplication": [[
                "UISceneConfigurationName": "Default Configuration",
                "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneTestSceneDelegate",
                "UISceneClassName": "$(PRODUCT_MODULE_NAME).SceneTestRootController",
            ]]]
            info["UIApplicationSceneManifest"] = manifest
            SceneTestLog.chosenDelegateClass = nil
            let app = launch(ManifestSceneAppDelegate.self, info: info)
            // UIKit falls back to a window scene, so the app still gets its window.
            #expect(app.windowScenes.count == 1 && app.window != nil)
            app.terminate()
        }
        #expect(reports.map(\.message).contains { $0.contains("is not a UIScene subclass; using UIWindowScene") })
    }
}
