import Foundation
import Testing
import UIKitTesting
@testable import UIKit

@MainActor @Suite struct UIViewControllerLifeCycleTests {
    // MARK: Loading

    @Test func firstViewAccessCallsLoadViewThenViewDidLoad() {
        let controller = RecordingViewController()
        #expect(controller.log.entries.isEmpty)
        let view = controller.view
        #expect(controller.log.entries == ["loadView", "viewDidLoad"])
        #expect(controller.view === view)
        #expect(controller.log.entries == ["loadView", "viewDidLoad"], "a second access must not load again")
    }

    @Test func isViewLoadedAndViewIfLoadedNeverLoad() {
        let controller = RecordingViewController()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.log.entries.isEmpty)
        _ = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === controller.view)
    }

    @Test func loadViewIfNeededLoadsOnce() {
        let controller = RecordingViewController()
        controller.loadViewIfNeeded()
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded)
        #expect(controller.log.entries == ["loadView", "viewDidLoad"])
    }

    @Test func theRootViewKnowsItsController() {
        let controller = RecordingViewController()
        #expect(controller.view.next === controller, "a root view's next responder is its controller")
    }

    /// A controller configured through a model property, as Apple recommends instead of a custom initialiser.
    private final class SightingViewController: RecordingViewController {
        let nameLabel = UILabel()
        var birdName: String? {
            didSet {
                record("birdName")
                if isViewLoaded { nameLabel.text = birdName }
            }
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(nameLabel)
            nameLabel.text = birdName
        }
    }

    @Test func settingAModelPropertyDoesNotLoadTheView() {
        let controller = SightingViewController()
        controller.birdName = "Wren"
        #expect(!controller.isViewLoaded)
        #expect(controller.log.entries == ["birdName"])
        _ = controller.view
        #expect(controller.log.entries == ["birdName", "loadView", "viewDidLoad"])
        #expect(controller.nameLabel.text == "Wren")
        controller.birdName = "Robin"
        #expect(controller.nameLabel.text == "Robin")
    }

    // MARK: Appearing in a window

    @Test func appearingCallsWillAppearAtOnceAndTheRestAfterTheUpdateCycle() {
        let window = makeWindow()
        let controller = RecordingViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.log.entries == ["loadView", "viewDidLoad", "viewWillAppear"])
        controller.log.clear()
        UIApplication.shared.runUpdateCycle()
        #expect(controller.log.entries == ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(window.isKeyWindow)
        #expect(controller.view.frame == window.bounds)
    }

    @Test func anAppearedControllerGetsNoSecondAppearance() {
        let window = makeWindow()
        let controller = RecordingViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUpdateCycle()
        controller.log.clear()
        window.makeKeyAndVisible()
        UIApplication.shared.runUpdateCycle()
        #expect(controller.log.appearance.isEmpty)
    }

    @Test func hidingTheWindowMakesTheRootDisappear() {
        let window = makeWindow()
        let controller = RecordingViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUpdateCycle()
        controller.log.clear()
        window.isHidden = true
        UIApplication.shared.runUpdateCycle()
        #expect(controller.log.entries == ["viewWillDisappear", "viewDidDisappear"])
    }

    // MARK: Memory

    @Test func memoryWarningsReachEveryLoadedController() {
        let log = CallLog()
        let window = makeWindow()
        let root = RecordingViewController("root", log: log)
        let loaded = RecordingViewController("loaded", log: log)
        let unloaded = RecordingViewController("unloaded", log: log)
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.addChild(loaded)
        root.view.addSubview(loaded.view)
        loaded.didMove(toParent: root)
        root.addChild(unloaded)
        unloaded.didMove(toParent: root)
        log.clear()

        UIApplication.shared.sendMemoryWarning()
        #expect(log.entries.filter { $0.hasSuffix("didReceiveMemoryWarning") }
                == ["root.didReceiveMemoryWarning", "loaded.didReceiveMemoryWarning"])
        #expect(!unloaded.isViewLoaded)
    }

    // MARK: Containment

    @Test func containmentCallsInDocumentedOrder() {
        let log = CallLog()
        let parent = RecordingViewController("parent", log: log)
        let child = RecordingViewController("child", log: log)
        parent.loadViewIfNeeded()
        log.clear()

        parent.addChild(child)
        #expect(log.entries == ["child.willMove(toParent: parent)"], "addChild calls willMove(toParent:) and nothing else")
        #expect(child.parent === parent)
        #expect(parent.children.count == 1 && parent.children.first === child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.entries == ["child.willMove(toParent: parent)", "child.loadView", "child.viewDidLoad",
                                "child.didMove(toParent: parent)"])

        log.clear()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.entries == ["child.willMove(toParent: nil)", "child.didMove(toParent: nil)"],
                "removeFromParent calls didMove(toParent: nil) but not willMove(toParent: nil)")
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
    }

    @Test func addingAControllerToItsOwnChildIsRefused() {
        let parent = RecordingViewController("parent")
        let child = RecordingViewController("child")
        parent.addChild(child)
        MisuseReporter.clearRecentMessages()
        child.addChild(parent)
        #expect(parent.parent == nil)
        #expect(child.children.isEmpty)
        #expect(MisuseReporter.recentMessages.contains { $0.contains("addChild") })
    }

    @Test func appearanceIsForwardedToChildrenWhoseViewsAreShown() {
        let log = CallLog()
        let window = makeWindow()
        let parent = RecordingViewController("parent", log: log)
        let shown = RecordingViewController("shown", log: log)
        let offscreen = RecordingViewController("offscreen", log: log)
        window.rootViewController = parent
        for child in [shown, offscreen] {
            parent.addChild(child)
            child.didMove(toParent: parent)
        }
        parent.view.addSubview(shown.view)
        offscreen.loadViewIfNeeded()
        log.clear()

        window.makeKeyAndVisible()
        UIApplication.shared.runUpdateCycle()
        #expect(log.appearance.filter { $0.hasPrefix("shown.") } == ["shown.viewWillAppear", "shown.viewDidAppear"])
        #expect(log.appearance.filter { $0.hasPrefix("parent.") } == ["parent.viewWillAppear", "parent.viewDidAppear"])
        #expect(log.appearance.filter { $0.hasPrefix("offscreen.") }.isEmpty)
        let lastWill = log.appearance.lastIndex { $0.hasSuffix("viewWillAppear") }!
        let firstDid = log.appearance.firstIndex { $0.hasSuffix("viewDidAppear") }!
        #expect(lastWill < firstDid, "every child hears viewWillAppear before anyone hears viewDidAppear")

        log.clear()
        window.isHidden = true
        #expect(log.appearance.filter { $0.hasPrefix("shown.") } == ["shown.viewWillDisappear", "shown.viewDidDisappear"])
        #expect(log.appearance.filter { $0.hasPrefix("offscreen.") }.isEmpty)
    }

    @Test func aChildShownInsideAVisibleParentAppearsAndDisappears() {
        let log = CallLog()
        let window = makeWindow()
        let parent = RecordingViewController("parent", log: log)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        UIApplication.shared.runUpdateCycle()
        let child = RecordingViewController("child", log: log)
        log.clear()

        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        UIApplication.shared.runUpdateCycle()
        #expect(log.appearance == ["child.viewWillAppear", "child.viewDidAppear"])
        #expect(log.entries.firstIndex(of: "child.viewDidLoad")! < log.entries.firstIndex(of: "child.viewWillAppear")!)

        log.clear()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        UIApplication.shared.runUpdateCycle()
        #expect(log.appearance == ["child.viewWillDisappear", "child.viewDidDisappear"])
    }

    @Test func aChildAddedWhileItsParentAppearsAppearsWithIt() {
        let log = CallLog()
        let window = makeWindow()
        let parent = RecordingViewController("parent", log: log)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        let child = RecordingViewController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        UIApplication.shared.runUpdateCycle()
        #expect(log.appearance.filter { $0.hasPrefix("child.") } == ["child.viewWillAppear", "child.viewDidAppear"])
    }

    @Test func childrenOfARemovedRootDisappearWithIt() {
        let log = CallLog()
        let window = makeWindow()
        let parent = RecordingViewController("parent", log: log)
        let child = RecordingViewController("child", log: log)
        window.rootViewController = parent
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.makeKeyAndVisible()
        UIApplication.shared.runUpdateCycle()
        log.clear()

        window.rootViewController = RecordingViewController("next", log: log)
        UIApplication.shared.runUpdateCycle()
        #expect(log.appearance.filter { !$0.hasPrefix("next.") }
                == ["parent.viewWillDisappear", "child.viewWillDisappear", "parent.viewDidDisappear", "child.viewDidDisappear"])
    }

    // MARK: Status bar

    @Test func prefersStatusBarHiddenHidesTheStatusBarAfterAnUpdateRequest() {
        let window = makeWindow()
        let controller = RecordingViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(!window.statusBar.isHidden)

        controller.statusBarHidden = true
        #expect(!window.statusBar.isHidden, "the window asks again only when told to")
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBar.isHidden)

        controller.statusBarHidden = false
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(!window.statusBar.isHidden)
    }

    @Test func aRootControllerThatPrefersNoStatusBarHidesItWhenInstalled() {
        let window = makeWindow()
        let controller = RecordingViewController()
        controller.statusBarHidden = true
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(window.statusBar.isHidden)
    }

    /// A shown window whose root `controller` has just asked, in a 0.4-second animation block, to hide the status bar.
    private func windowHidingStatusBar(of controller: RecordingViewController) -> UIWindow {
        let window = makeWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        controller.statusBarHidden = true
        UIView.animate(withDuration: 0.4) { controller.setNeedsStatusBarAppearanceUpdate() }
        return window
    }

    private final class SlidingStatusBarController: RecordingViewController {
        override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    }

    @Test func hidingTheStatusBarInAnAnimationBlockFadesItAndTheSafeAreaChangesAtOnce() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let controller = RecordingViewController()
        let window = windowHidingStatusBar(of: controller)
        window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets.top == 0 && window.statusBarHidden)
        #expect(!window.statusBar.isHidden, "still shown while it fades")
        clock.advance(by: 0.2)
        let fading = try #require(window.statusBar.layer.presentation()?.opacity)
        #expect(fading > 0.3 && fading < 0.7)
        clock.advance(by: 0.3)
        #expect(window.statusBar.isHidden && window.statusBar.alpha == 1)

        controller.statusBarHidden = false
        UIView.animate(withDuration: 0.4) { controller.setNeedsStatusBarAppearanceUpdate() }
        #expect(!window.statusBar.isHidden && window.statusBar.alpha == 1)
        clock.advance(by: 0.2)
        #expect(try #require(window.statusBar.layer.presentation()?.opacity) < 0.7, "fading back in")
    }

    @Test func aControllerCanSlideTheStatusBarAwayOrChangeItWithoutAnimation() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let controller = SlidingStatusBarController()
        let window = windowHidingStatusBar(of: controller)
        clock.advance(by: 0.2)
        let sliding = try #require(window.statusBar.layer.presentation()?.affineTransform().ty)
        #expect(sliding < -5 && sliding > -15, "halfway up its 20 points: \(sliding)")
        clock.advance(by: 0.3)
        #expect(window.statusBar.isHidden && window.statusBar.transform == .identity)

        controller.statusBarHidden = false
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(!window.statusBar.isHidden, "outside an animation block it shows at once")
    }
}
