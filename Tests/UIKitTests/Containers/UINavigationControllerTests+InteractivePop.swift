import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct UINavigationControllerInteractivePopTests {
    private let log = CallLog()

    private func pushedPair() -> (UINavigationController, UIWindow, [RecordingViewController]) {
        let controllers = [RecordingViewController("root", log: log), RecordingViewController("top", log: log)]
        let navigation = UINavigationController(rootViewController: controllers[0])
        let window = shownWindow(navigation)
        navigation.pushViewController(controllers[1], animated: false)
        window.runUpdateCycle()
        log.clear()
        return (navigation, window, controllers)
    }

    @Test func aSwipePastHalfWayFinishesThePop() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let (navigation, window, controllers) = pushedPair()
        #expect(navigation.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
        window.drag(from: CGPoint(x: 2, y: 240), to: CGPoint(x: 250, y: 240), duration: 0.5)
        clock.runUntilIdle()
        #expect(log.transitions == [
            "top.willMove(toParent: nil)", "top.viewWillDisappear", "root.viewWillAppear",
            "top.viewDidDisappear", "top.didMove(toParent: nil)", "root.viewDidAppear",
        ])
        #expect(navigation.viewControllers == [controllers[0]])
        #expect(controllers[0].view.frame.minX == 0)
        #expect(navigation.navigationBar.items?.count == 1)
    }

    @Test func theTopViewFollowsTheFinger() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let (navigation, window, controllers) = pushedPair()
        var followed: CGFloat = 0
        let recognizer = navigation.edgePanRecognizer
        recognizer.addTarget(navigation) { _ in { if recognizer.state == .changed { followed = controllers[1].view.frame.minX } } }
        window.drag(from: CGPoint(x: 2, y: 240), to: CGPoint(x: 120, y: 240), duration: 1)
        #expect(followed > 100 && followed <= 118, "\(followed)")
        clock.runUntilIdle()
    }

    @Test func aShortSlowSwipeCancelsWithUIKitsCalls() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let (navigation, window, controllers) = pushedPair()
        window.drag(from: CGPoint(x: 2, y: 240), to: CGPoint(x: 100, y: 240), duration: 1)
        clock.runUntilIdle()
        #expect(log.transitions == [
            "top.willMove(toParent: nil)", "top.viewWillDisappear", "root.viewWillAppear",
            "root.viewWillDisappear", "root.viewDidDisappear", "top.viewWillAppear", "top.viewDidAppear",
            "top.didMove(toParent: UINavigationController)",
        ])
        #expect(navigation.viewControllers == controllers)
        #expect(controllers[1].view.frame.minX == 0)
        #expect(controllers[0].viewIfLoaded?.superview == nil)
        #expect(!controllers[1].isMovingFromParent)
    }

    @Test func aShortFlickFinishesThePop() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let (navigation, window, controllers) = pushedPair()
        window.swipe(from: CGPoint(x: 2, y: 240), to: CGPoint(x: 100, y: 240))
        clock.runUntilIdle()
        #expect(navigation.viewControllers == [controllers[0]])
        #expect(log.transitions.last == "root.viewDidAppear")
    }

    @Test func aSwipeOnTheRootDoesNothing() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let root = RecordingViewController("root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let window = shownWindow(navigation)
        log.clear()
        window.drag(from: CGPoint(x: 2, y: 240), to: CGPoint(x: 250, y: 240), duration: 0.3)
        clock.runUntilIdle()
        #expect(log.transitions.isEmpty)
        #expect(navigation.viewControllers == [root])

        navigation.pushViewController(RecordingViewController("top", log: log), animated: false)
        window.runUpdateCycle()
        window.drag(from: CGPoint(x: 2, y: 240), to: CGPoint(x: 250, y: 240), duration: 0.3)
        clock.runUntilIdle()
        #expect(navigation.viewControllers == [root], "the same swipe pops a pushed controller")
        #expect(log.transitions.last == "root.viewDidAppear")
    }
}
