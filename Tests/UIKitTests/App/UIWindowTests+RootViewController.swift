import Testing
@testable import UIKit

@MainActor @Suite struct UIWindowRootViewControllerTests {
    @Test func assigningTheRootControllerInstallsItsView() {
        let window = makeWindow()
        let controller = RecordingViewController()
        window.rootViewController = controller
        #expect(controller.log.entries == ["loadView", "viewDidLoad"])
        #expect(window.subviews.count == 1 && window.subviews.first === controller.view)
        #expect(controller.view.window === window)
        #expect(controller.view.frame == window.bounds)
    }

    @Test func replacingTheRootOfAVisibleWindow() {
        let log = CallLog()
        let window = makeWindow()
        let old = RecordingViewController("old", log: log)
        window.rootViewController = old
        window.makeKeyAndVisible()
        UIApplication.shared.runUpdateCycle()
        log.clear()

        let new = RecordingViewController("new", log: log)
        window.rootViewController = new
        #expect(log.entries == ["new.loadView", "new.viewDidLoad", "old.viewWillDisappear", "new.viewWillAppear"])
        #expect(window.subviews.count == 1 && window.subviews.first === new.view)
        #expect(old.view.superview == nil)

        log.clear()
        UIApplication.shared.runUpdateCycle()
        #expect(log.appearance == ["old.viewDidDisappear", "new.viewDidAppear"])
        let layout = log.entries.firstIndex(of: "new.viewDidLayoutSubviews")
        let appeared = log.entries.firstIndex(of: "new.viewDidAppear")
        #expect(layout != nil && appeared != nil && layout! < appeared!, "the new root is laid out before it appears")
        #expect(new.view.frame == window.bounds)
    }

    @Test func theReplacedRootControllerAndItsViewAreFreed() {
        let window = makeWindow()
        weak var oldController: RecordingViewController?
        weak var oldView: UIView?
        do {
            let controller = RecordingViewController("old")
            window.rootViewController = controller
            window.makeKeyAndVisible()
            UIApplication.shared.runUpdateCycle()
            oldController = controller
            oldView = controller.view
        }
        #expect(oldController != nil)
        window.rootViewController = RecordingViewController("new")
        UIApplication.shared.runUpdateCycle()
        #expect(oldController == nil)
        #expect(oldView == nil)
    }

    @Test func theRootViewTracksTheWindowSize() {
        let window = makeWindow()
        let controller = RecordingViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUpdateCycle()
        #expect(controller.view.frame == window.bounds)

        window.frame = CGRect(x: 0, y: 0, width: 568, height: 320)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 568, height: 320))
        controller.log.clear()
        UIApplication.shared.runUpdateCycle()
        #expect(controller.view.frame == window.bounds)
        #expect(controller.log.entries == ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"],
                "a new size lays the root view out again")
    }

    // MARK: Memory

    @Test func theRootViewFillsTheWindowWhereverTheWindowIs() {
        let window = UIWindow(frame: CGRect(x: 40, y: 60, width: 300, height: 200))
        let controller = RecordingViewController()
        window.rootViewController = controller
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    }

    @Test func theRootViewFrameIsRestoredByTheNextLayout() {
        let window = makeWindow()
        let controller = RecordingViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUpdateCycle()
        controller.view.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        window.setNeedsLayout()
        UIApplication.shared.runUpdateCycle()
        #expect(controller.view.frame == window.bounds)
    }

    @Test func removingTheRootControllerRemovesItsView() {
        let window = makeWindow()
        let controller = RecordingViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUpdateCycle()
        controller.log.clear()

        window.rootViewController = nil
        #expect(window.rootViewController == nil)
        #expect(window.subviews.isEmpty)
        #expect(controller.view.window == nil)
        UIApplication.shared.runUpdateCycle()
        #expect(controller.log.appearance == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test func replacingTheRootOfAHiddenWindowRunsNoAppearanceCallbacks() {
        let log = CallLog()
        let window = makeWindow()
        let old = RecordingViewController("old", log: log)
        let new = RecordingViewController("new", log: log)
        window.rootViewController = old
        window.rootViewController = new
        UIApplication.shared.runUpdateCycle()
        #expect(log.appearance.isEmpty)
        #expect(window.subviews.count == 1 && window.subviews.first === new.view)
        #expect(old.view.superview == nil)
    }

    @Test func aChildControllerCannotBecomeARootController() {
        let window = makeWindow()
        let parent = RecordingViewController("parent")
        let child = RecordingViewController("child")
        parent.addChild(child)
        MisuseReporter.clearRecentMessages()
        window.rootViewController = child
        #expect(window.rootViewController == nil)
        #expect(MisuseReporter.recentMessages.contains { $0.contains("rootViewController") })
    }

    @Test func theResponderChainRunsFromTheRootViewToTheApplication() {
        let window = makeWindow()
        let controller = RecordingViewController()
        window.rootViewController = controller
        let button = UIView()
        controller.view.addSubview(button)
        #expect(button.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(window.next === UIApplication.shared)
    }
}
