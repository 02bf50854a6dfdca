import Testing
import UIKitTesting
@testable import UIKit

/// Dismissing from lower in a stack of full-screen presentations (root presents A, A presents B, B presents C):
/// "calling this method on a view controller lower in the stack dismisses its immediate child view controller and
/// all view controllers above that child on the stack", with one completion, as Apple documents.
@MainActor @Suite(.serialized) struct PresentationStackTests {
    /// Presents A from `root`, B from A and C from B, each full screen and without animation, and returns them.
    private func presentStack(on root: UIViewController, log: CallLog, clock: ManualClock) -> [UIViewController] {
        var presenter = root
        var stack: [UIViewController] = []
        for name in ["A", "B", "C"] {
            let presented = RecordingViewController(name, log: log)
            presented.modalPresentationStyle = .fullScreen
            presenter.present(presented, animated: false)
            clock.runUntilIdle()
            stack.append(presented)
            presenter = presented
        }
        return stack
    }

    @Test(arguments: [false, true]) func dismissingFromTheRootDismissesEveryControllerAboveIt(animated: Bool) {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let log = CallLog()
        let root = RecordingViewController("root", log: log)
        let window = presentationWindow(root)
        defer { window.isHidden = true }
        weak var a: UIViewController?, b: UIViewController?, c: UIViewController?
        do {
            let stack = presentStack(on: root, log: log, clock: clock)
            (a, b, c) = (stack[0], stack[1], stack[2])
            #expect(root.presentedViewController === a && a?.presentedViewController === b && b?.presentedViewController === c)
            #expect(root.view.window == nil && c?.view.window === window)
        }
        log.clear()
        var completions = 0
        root.dismiss(animated: animated) { completions += 1 }
        clock.runUntilIdle()
        #expect(completions == 1)
        #expect(root.presentedViewController == nil && root.view.window === window)
        // A and B were covered: only the controller leaving the screen and the one coming back hear of it.
        #expect(log.appearance == ["C.viewWillDisappear", "root.viewWillAppear", "C.viewDidDisappear", "root.viewDidAppear"])
        #expect(window.subviews.count == 1, "only the root view is left")
        #expect(a == nil && b == nil && c == nil, "the dismissed controllers are freed")
    }

    @Test(arguments: [false, true]) func dismissingFromAPresentedControllerKeepsItAndDismissesEverythingAboveIt(animated: Bool) throws {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let log = CallLog()
        let root = RecordingViewController("root", log: log)
        let window = presentationWindow(root)
        defer { window.isHidden = true }
        weak var b: UIViewController?, c: UIViewController?
        let a: UIViewController
        do {
            let stack = presentStack(on: root, log: log, clock: clock)
            a = stack[0]
            b = stack[1]
            c = stack[2]
        }
        log.clear()
        var completions = 0
        a.dismiss(animated: animated) { completions += 1 }
        clock.runUntilIdle()
        #expect(completions == 1)
        #expect(root.presentedViewController === a && a.presentingViewController === root && a.presentedViewController == nil)
        #expect(a.view.window === window && root.view.window == nil, "A is on top again, covering the root")
        #expect(log.appearance == ["C.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear", "A.viewDidAppear"])
        #expect(b == nil && c == nil, "the dismissed controllers are freed")

        root.dismiss(animated: animated)
        clock.runUntilIdle()
        #expect(root.presentedViewController == nil && root.view.window === window && a.view.window == nil)
    }
}
