import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct UINavigationControllerTests {
    private let log = CallLog()

    private func stack(_ names: String...) -> [RecordingViewController] {
        names.map { RecordingViewController($0, log: log) }
    }

    @Test func rootIsTheOnlyChildAndAppearsWithTheContainer() {
        let root = RecordingViewController("root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.viewControllers == [root])
        #expect(navigation.children == [root])
        #expect(root.navigationController === navigation)
        #expect(log.transitions == ["root.willMove(toParent: UINavigationController)", "root.didMove(toParent: UINavigationController)"])
        log.clear()
        let window = shownWindow(navigation)
        #expect(log.transitions == ["root.viewWillAppear", "root.viewDidAppear"])
        #expect(root.view.superview === navigation.view)
        _ = window
    }

    @Test func pushWithoutAnimationMakesUIKitsCallsAfterTheNextFrame() {
        let controllers = stack("root", "next")
        let navigation = UINavigationController(rootViewController: controllers[0])
        let window = shownWindow(navigation)
        log.clear()
        navigation.pushViewController(controllers[1], animated: false)
        #expect(log.entries.prefix(3) == ["next.willMove(toParent: UINavigationController)", "next.loadView", "next.viewDidLoad"])
        #expect(log.transitions == ["next.willMove(toParent: UINavigationController)", "root.viewWillDisappear", "next.viewWillAppear"])
        #expect(controllers[1].isMovingToParent)
        window.runUpdateCycle()
        #expect(log.transitions == [
            "next.willMove(toParent: UINavigationController)", "root.viewWillDisappear", "next.viewWillAppear",
            "root.viewDidDisappear", "next.viewDidAppear", "next.didMove(toParent: UINavigationController)",
        ])
        #expect(!controllers[1].isMovingToParent)
        #expect(navigation.topViewController === controllers[1])
        #expect(controllers[0].viewIfLoaded?.superview == nil)
        #expect(navigation.navigationBar.items?.count == 2)
    }

    @Test func animatedPushSlidesOverZeroPointThreeFiveSeconds() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let controllers = stack("root", "next")
        let navigation = UINavigationController(rootViewController: controllers[0])
        let window = shownWindow(navigation)
        log.clear()
        navigation.pushViewController(controllers[1], animated: true)
        #expect(log.transitions == ["next.willMove(toParent: UINavigationController)", "root.viewWillDisappear", "next.viewWillAppear"])
        clock.advance(by: 0.2)
        let incoming = controllers[1].view.layer.presentation()?.frame.minX ?? -1
        let outgoing = controllers[0].view.layer.presentation()?.frame.minX ?? 1
        #expect(incoming > 0 && incoming < 320, "mid-flight the new view is on its way in: \(incoming)")
        #expect(outgoing < 0 && outgoing > -96, "and the old one moves left by up to 30 %: \(outgoing)")
        #expect(log.transitions.count == 3)
        clock.advance(by: 0.2)
        #expect(log.transitions.suffix(3) == [
            "root.viewDidDisappear", "next.viewDidAppear", "next.didMove(toParent: UINavigationController)",
        ])
        #expect(controllers[1].view.frame.minX == 0)
        _ = window
    }

    @Test(arguments: [false, true]) func popMakesUIKitsCalls(animated: Bool) {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let controllers = stack("root", "next")
        let navigation = UINavigationController(rootViewController: controllers[0])
        let window = shownWindow(navigation)
        navigation.pushViewController(controllers[1], animated: false)
        window.runUpdateCycle()
        log.clear()
        var sawMovingFromParent = false
        let popped = navigation.popViewController(animated: animated)
        sawMovingFromParent = controllers[1].isMovingFromParent
        #expect(popped === controllers[1])
        #expect(log.transitions == ["next.willMove(toParent: nil)", "next.viewWillDisappear", "root.viewWillAppear"])
        clock.runUntilIdle()
        #expect(log.transitions == [
            "next.willMove(toParent: nil)", "next.viewWillDisappear", "root.viewWillAppear",
            "next.viewDidDisappear", "next.didMove(toParent: nil)", "root.viewDidAppear",
        ])
        #expect(sawMovingFromParent)
        #expect(navigation.viewControllers == [controllers[0]])
        #expect(controllers[1].parent == nil)
        #expect(controllers[0].view.frame.minX == 0)
    }

    @Test(arguments: [false, true]) func popToRootRemovesTheMiddleWithoutAppearanceCalls(animated: Bool) {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let controllers = stack("a", "b", "c")
        let navigation = UINavigationController(rootViewController: controllers[0])
        let window = shownWindow(navigation)
        navigation.setViewControllers(controllers, animated: false)
        window.runUpdateCycle()
        log.clear()
        let popped = navigation.popToRootViewController(animated: animated)
        clock.runUntilIdle()
        #expect(popped == [controllers[1], controllers[2]])
        #expect(log.transitions == [
            "b.willMove(toParent: nil)", "c.willMove(toParent: nil)", "c.viewWillDisappear", "a.viewWillAppear",
            "c.viewDidDisappear", "b.didMove(toParent: nil)", "c.didMove(toParent: nil)", "a.viewDidAppear",
        ])
        #expect(navigation.children == [controllers[0]])
    }

    @Test(arguments: [false, true]) func setViewControllersReplacesTheStack(animated: Bool) {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let controllers = stack("a", "b", "c")
        let navigation = UINavigationController(rootViewController: controllers[0])
        let window = shownWindow(navigation)
        log.clear()
        navigation.setViewControllers([controllers[1], controllers[2]], animated: animated)
        clock.runUntilIdle()
        #expect(window.rootViewController === navigation)
        #expect(log.transitions == [
            "b.willMove(toParent: UINavigationController)", "c.willMove(toParent: UINavigationController)",
            "a.willMove(toParent: nil)", "a.viewWillDisappear", "c.viewWillAppear",
            "a.viewDidDisappear", "a.didMove(toParent: nil)", "c.viewDidAppear",
            "b.didMove(toParent: UINavigationController)", "c.didMove(toParent: UINavigationController)",
        ])
        #expect(navigation.viewControllers == [controllers[1], controllers[2]])
        #expect(!controllers[1].isViewLoaded, "a controller under the top loads only when shown")
        #expect(navigation.navigationBar.backItem === controllers[1].navigationItem)
    }

    @Test func showPushesOntoTheNearestNavigationController() {
        let controllers = stack("root", "next")
        let navigation = UINavigationController(rootViewController: controllers[0])
        controllers[0].show(controllers[1], sender: nil)
        #expect(navigation.topViewController === controllers[1])
        let reports = recordMisuseReports { UIViewController().show(UIViewController(), sender: nil) }
        #expect(reports.count == 1)
    }

    @Test func delegateHearsWillShowAndDidShow() {
        final class Delegate: UINavigationControllerDelegate {
            var log: [String] = []
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                log.append("willShow \(viewController.title ?? "")")
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                log.append("didShow \(viewController.title ?? "")")
            }
        }
        let controllers = stack("root", "next")
        controllers[1].title = "Next"
        let navigation = UINavigationController(rootViewController: controllers[0])
        let delegate = Delegate()
        navigation.delegate = delegate
        let window = shownWindow(navigation)
        navigation.pushViewController(controllers[1], animated: false)
        window.runUpdateCycle()
        #expect(delegate.log == ["willShow Next", "didShow Next"])
    }

    @Test func titleFollowsTheControllerAndTheBarShowsIt() {
        let root = UIViewController()
        root.title = "Inbox"
        #expect(root.navigationItem.title == "Inbox")
        root.title = "Mail"
        #expect(root.navigationItem.title == "Mail")
        root.navigationItem.title = "Custom"
        #expect(root.title == "Mail")
    }

    @Test func backButtonTapPops() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let controllers = stack("root", "next")
        controllers[0].title = "Root"
        let navigation = UINavigationController(rootViewController: controllers[0])
        let window = shownWindow(navigation)
        navigation.pushViewController(controllers[1], animated: false)
        window.runUpdateCycle()
        let back = try? #require(navigation.navigationBar.descendants.compactMap { $0 as? BackButton }.first)
        #expect(back?.title == "Root")
        if let back { window.tap(back) }
        clock.runUntilIdle()
        #expect(navigation.viewControllers == [controllers[0]])
    }

    @Test func theBackButtonIsTheBackBarButtonItemOfTheControllerBelow() {
        let controllers = stack("root", "next")
        controllers[0].title = "Root"
        controllers[0].navigationItem.backButtonTitle = "Birds"
        controllers[0].navigationItem.backBarButtonItem = UIBarButtonItem(title: "List", style: .plain)
        controllers[1].navigationItem.backBarButtonItem = UIBarButtonItem(title: "Leads back to next", style: .plain)
        let navigation = UINavigationController(rootViewController: controllers[0])
        let window = shownWindow(navigation)
        navigation.pushViewController(controllers[1], animated: false)
        window.runUpdateCycle()
        navigation.navigationBar.layoutIfNeeded()
        let back = navigation.navigationBar.descendants.compactMap { $0 as? BackButton }.first
        #expect(back?.title == "List", "the back bar button item takes precedence over the back button title")
    }

    @Test func poppedAndReplacedControllersAreFreed() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = shownWindow(navigation)
        weak var pushed: UIViewController?
        weak var pushedView: UIView?
        weak var replaced: UIViewController?
        do {
            let controller = UIViewController()
            controller.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: controller,
                                                                           action: UIViewController.loadViewIfNeeded)
            controller.toolbarItems = [controller.editButtonItem]
            pushed = controller
            navigation.pushViewController(controller, animated: true)
            clock.runUntilIdle()
            pushedView = controller.view
        }
        navigation.popViewController(animated: true)
        clock.runUntilIdle()
        do {
            let controller = UIViewController()
            replaced = controller
            navigation.setViewControllers([controller], animated: false)
            window.runUpdateCycle()
        }
        navigation.setViewControllers([UIViewController()], animated: false)
        window.runUpdateCycle()
        #expect(pushed == nil)
        #expect(pushedView == nil)
        #expect(replaced == nil)
    }
}

extension UIView {
    /// Every view below this one, depth first.
    var descendants: [UIView] {
        subviews.flatMap { [$0] + $0.descendants }
    }
}
