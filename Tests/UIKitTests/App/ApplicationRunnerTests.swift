import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// An app launched in a test runs under the desktop's `ApplicationRunner`, over scripted native windows: events sent
/// to a host reach the app through the runner's routing, and the frames it presents are recorded.
@MainActor
@Suite(.serialized, .manualClock) struct ApplicationRunnerTests {
    private func launch(_ delegateClass: any UIApplicationDelegate.Type, info: [String: Any]? = nil) -> LaunchedApplication {
        SceneTestLog.start()
        return UIApplication.launchForTesting(delegateClass: delegateClass, infoDictionary: info,
                                              screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), scale: 2))
    }

    @Test func eachSceneWindowShowsInAScriptedNativeWindowOfItsSizeAndTitle() throws {
        let app = launch(SceneTestAppDelegate.self, info: SceneTestLog.info())
        defer { app.terminate() }
        let host = try #require(app.hosts.first)
        #expect(app.hosts.count == 1)
        #expect(host.title == "Scene Test" && host.size == CGSize(width: 320, height: 480) && host.scale == 2)
        #expect(app.window?.host === host)
        ManualClock.installed?.runUntilIdle()
        // The first frame presents every pixel; nothing changes after it, so nothing more is presented.
        #expect(host.presentedDamage == [[CGRect(x: 0, y: 0, width: 640, height: 960)]])
    }

    @Test func touchesSentToTheHostReachTheWindowThroughTheRunner() throws {
        let app = launch(CountingAppDelegate.self)
        defer { app.terminate() }
        let host = try #require(app.hosts.first)
        let controller = try #require(app.window?.rootViewController as? CountingController)
        let center = controller.button.center
        host.send(.touches([TouchSample(id: 7, phase: .began, location: center)]))
        host.send(.touches([TouchSample(id: 7, phase: .ended, location: center)]))
        #expect(controller.taps == 1)
    }

    @Test func aTapRepaintsOnlyWhatItChanged() throws {
        let app = launch(CountingAppDelegate.self)
        defer { app.terminate() }
        let host = try #require(app.hosts.first)
        let controller = try #require(app.window?.rootViewController as? CountingController)
        ManualClock.installed?.runUntilIdle()
        let presented = host.presentedDamage.count
        app.window?.tap(controller.button)
        ManualClock.installed?.runUntilIdle()
        #expect(controller.taps == 1 && controller.label.text == "1 tap")
        let damage = host.presentedDamage.dropFirst(presented).flatMap { $0 }
        let changed = [controller.label.frame, controller.button.frame].map { frame in
            CGRect(x: frame.minX * 2, y: frame.minY * 2, width: frame.width * 2, height: frame.height * 2).insetBy(dx: -2, dy: -2)
        }
        #expect(!damage.isEmpty)
        #expect(damage.allSatisfy { rect in changed.contains { $0.contains(rect) } })
    }

    @Test func resizingTheNativeWindowResizesTheScreenTheWindowAndItsTraits() throws {
        let app = launch(CountingAppDelegate.self)
        defer { app.terminate() }
        let host = try #require(app.hosts.first)
        let window = try #require(app.window)
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        host.send(.resized(size: CGSize(width: 800, height: 600), scale: 1))
        ManualClock.installed?.runUntilIdle()
        #expect(window.bounds.size == CGSize(width: 800, height: 600) && UIScreen.main.bounds.size == window.bounds.size)
        #expect(window.traitCollection.horizontalSizeClass == .regular && window.traitCollection.displayScale == 1)
        #expect(host.presentedDamage.last == [CGRect(x: 0, y: 0, width: 800, height: 600)])
    }

    @Test func closingTheWindowOfAnAppWithoutScenesEndsTheAppAtTheNextFrame() throws {
        let app = launch(WindowTestAppDelegate.self)
        defer { app.terminate() }
        let host = try #require(app.hosts.first)
        SceneTestLog.entries = []
        host.send(.close)
        #expect(SceneTestLog.entries.isEmpty)
        ManualClock.installed?.advance(by: 1.0 / 60)
        #expect(SceneTestLog.entries == ["applicationWillResignActive(_:)", "applicationWillTerminate(_:)"])
        #expect(host.isClosed && app.hosts.isEmpty)
        app.terminate()
        #expect(SceneTestLog.entries.count == 2)
    }

    @Test func aSceneThatConnectsOpensANativeWindowAndOneThatIsDestroyedClosesIt() throws {
        let app = launch(SceneTestAppDelegate.self, info: SceneTestLog.info(multipleScenes: true))
        defer { app.terminate() }
        app.application.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        ManualClock.installed?.advance(by: 1.0 / 60)
        #expect(app.hosts.count == 2)
        let second = try #require(app.hosts.last)
        let scene = try #require(app.windowScenes.last)
        app.application.requestSceneSessionDestruction(scene.session, options: nil)
        ManualClock.installed?.advance(by: 1.0 / 60)
        #expect(second.isClosed && app.hosts.count == 1 && app.hosts.first !== second)
    }

    @Test func closingASceneWindowDiscardsItsSession() throws {
        let app = launch(SceneTestAppDelegate.self, info: SceneTestLog.info(multipleScenes: true))
        defer { app.terminate() }
        app.application.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        ManualClock.installed?.advance(by: 1.0 / 60)
        let second = try #require(app.hosts.last)
        SceneTestLog.entries = []
        second.send(.close)
        ManualClock.installed?.advance(by: 1.0 / 60)
        #expect(SceneTestLog.entries.contains("application(_:didDiscardSceneSessions:) 1"))
        #expect(app.application.openSessions.count == 1 && second.isClosed && app.hosts.count == 1)
    }

    @Test func aSceneThatIsNotClosableKeepsItsWindowWhenTheUserClosesIt() throws {
        let app = launch(SceneTestAppDelegate.self, info: SceneTestLog.info())
        defer { app.terminate() }
        let scene = try #require(app.windowScenes.first)
        let behaviors = try #require(scene.windowingBehaviors)
        #expect(behaviors.isClosable && behaviors.isMiniaturizable && scene.windowingBehaviors === behaviors)
        behaviors.isClosable = false
        behaviors.isMiniaturizable = false
        let host = try #require(app.hosts.first)
        SceneTestLog.entries = []
        host.send(.close)
        ManualClock.installed?.advance(by: 1.0 / 60)
        #expect(SceneTestLog.entries.isEmpty, "the scene neither disconnects nor loses its session")
        #expect(!host.isClosed && app.hosts.count == 1 && app.application.openSessions.count == 1)
        #expect(scene.activationState == .foregroundActive && !behaviors.isMiniaturizable)

        behaviors.isClosable = true
        host.send(.close)
        ManualClock.installed?.advance(by: 1.0 / 60)
        #expect(SceneTestLog.entries.contains("application(_:didDiscardSceneSessions:) 1"))
        #expect(host.isClosed && app.hosts.isEmpty && app.application.openSessions.isEmpty)
    }
}

/// An app without scenes whose screen counts the taps on a button in a label.
final class CountingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = CountingController()
        window?.makeKeyAndVisible()
        return true
    }
}

final class CountingController: UIViewController {
    let button = UIButton(type: .system)
    let label = UILabel()
    private(set) var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        button.setTitle("Count", for: .normal)
        button.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
        button.addAction(UIAction { [unowned self] _ in
            taps += 1
            label.text = "\(taps) tap"
        }, for: .touchUpInside)
        label.frame = CGRect(x: 20, y: 100, width: 280, height: 30)
        label.text = "No taps"
        view.addSubview(button)
        view.addSubview(label)
    }
}
