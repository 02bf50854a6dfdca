import Testing
import UIKitTesting
@testable import UIKit

/// present(_:animated:completion:) and dismiss(animated:completion:): the appearance callbacks of both controllers
/// by style, when completions run, nested presentations, the presentation context, and misuse.
@MainActor @Suite(.serialized) struct PresentationTests {
    /// Notes, with each call it records, whether it is being presented or dismissed.
    final class BeingPresentedRecorder: RecordingViewController {
        override func record(_ call: String) {
            super.record("\(call) presented: \(isBeingPresented) dismissed: \(isBeingDismissed)")
        }
    }

    @Test func aFullScreenPresentationReplacesThePresentersViewAndCallsBothControllers() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let log = CallLog()
        let root = RecordingViewController("A", log: log), presented = RecordingViewController("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        let window = presentationWindow(root)
        defer { window.isHidden = true }
        log.clear()
        root.present(presented, animated: true) { log.record("presented") }
        #expect(presented.isBeingPresented && root.presentedViewController === presented && presented.presentingViewController === root)
        #expect(log.appearance == ["A.viewWillDisappear", "B.viewWillAppear"])
        clock.advance(by: 0.2)
        #expect(!log.entries.contains("presented"), "the completion waits for the transition")
        clock.runUntilIdle()
        #expect(log.appearance + log.entries.filter { $0 == "presented" } == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear", "presented"])
        #expect(log.entries.last == "presented")
        #expect(!presented.isBeingPresented && root.view.window == nil && presented.view.frame == window.bounds)
        log.clear()
        presented.dismiss(animated: true) { log.record("dismissed") }
        #expect(presented.isBeingDismissed && root.view.window === window)
        clock.runUntilIdle()
        #expect(log.appearance == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(log.entries.last == "dismissed")
        #expect(root.presentedViewController == nil && presented.presentingViewController == nil && presented.view.window == nil)
    }

    @Test func aPageSheetLeavesThePresenterOnScreenWithoutAppearanceCallbacks() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let log = CallLog()
        let root = RecordingViewController("A", log: log), presented = RecordingViewController("B", log: log)
        let window = presentationWindow(root)
        defer { window.isHidden = true }
        log.clear()
        root.present(presented, animated: true)
        clock.runUntilIdle()
        #expect(log.appearance == ["B.viewWillAppear", "B.viewDidAppear"])
        #expect(presented.presentationController?.presentationStyle == .pageSheet && presented.sheetPresentationController != nil)
        #expect(root.view.window === window)
        #expect(presented.view.frame == CGRect(x: 0, y: 30, width: 390, height: 814))
        #expect(presented.view.safeAreaInsets.top == 0 && presented.view.layer.cornerRadius == 10)
        #expect(presented.presentationController?.dimmingView?.alpha == 1)
        log.clear()
        root.dismiss(animated: true)
        clock.runUntilIdle()
        #expect(log.appearance == ["B.viewWillDisappear", "B.viewDidDisappear"])
        #expect(presented.view.window == nil)
    }

    @Test func overFullScreenCoversTheWindowAndKeepsThePresenter() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let log = CallLog()
        let root = RecordingViewController("A", log: log), presented = RecordingViewController("B", log: log)
        presented.modalPresentationStyle = .overFullScreen
        presented.modalTransitionStyle = .crossDissolve
        let window = presentationWindow(root)
        defer { window.isHidden = true }
        log.clear()
        root.present(presented, animated: true)
        clock.advance(by: 0.15)
        let alpha = presented.view.layer.presentation()?.opacity ?? 1
        #expect(alpha > 0.1 && alpha < 0.9, "half way through a cross-dissolve")
        clock.runUntilIdle()
        #expect(log.appearance == ["B.viewWillAppear", "B.viewDidAppear"])
        #expect(presented.view.frame == window.bounds && root.view.window === window)
    }

    @Test func withoutAnimationTheCompletionRunsAfterTheNextFrame() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let log = CallLog()
        let root = RecordingViewController("A", log: log), presented = RecordingViewController("B", log: log)
        let window = presentationWindow(root)
        defer { window.isHidden = true }
        log.clear()
        root.present(presented, animated: false) { log.record("presented") }
        #expect(log.appearance == ["B.viewWillAppear"] && presented.isBeingPresented, "being presented until viewDidAppear")
        clock.advance(by: clock.frameInterval)
        #expect(log.appearance == ["B.viewWillAppear", "B.viewDidAppear"] && log.entries.last == "presented" && !presented.isBeingPresented)
    }

    @Test func dismissingAPresenterDismissesEverythingAboveIt() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let log = CallLog()
        let a = RecordingViewController("A", log: log), b = RecordingViewController("B", log: log), c = RecordingViewController("C", log: log)
        b.modalPresentationStyle = .fullScreen
        let window = presentationWindow(a)
        defer { window.isHidden = true }
        a.present(b, animated: false)
        clock.runUntilIdle()
        b.present(c, animated: true)
        clock.runUntilIdle()
        #expect(c.presentingViewController === b && b.presentedViewController === c)
        log.clear()
        var completions = 0
        a.dismiss(animated: true) { completions += 1 }
        clock.runUntilIdle()
        #expect(completions == 1)
        #expect(a.presentedViewController == nil && b.presentedViewController == nil && c.presentingViewController == nil)
        #expect(b.view.window == nil && c.view.window == nil && a.view.window === window)
        // B was on screen under C's sheet, so it disappears too; the topmost goes first.
        #expect(log.appearance == ["C.viewWillDisappear", "B.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear", "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(log.appearance.last == "A.viewDidAppear")
        #expect(window.subviews.count == 1, "only the root view is left")
    }

    @Test(arguments: [false, true]) func isBeingPresentedAndIsBeingDismissedHoldThroughTheDidCallbacks(animated: Bool) {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let log = CallLog()
        let root = UIViewController(), presented = BeingPresentedRecorder(log: log)
        presented.modalPresentationStyle = .fullScreen
        let window = presentationWindow(root)
        defer { window.isHidden = true }
        root.present(presented, animated: animated)
        clock.runUntilIdle()
        #expect(log.appearance == ["viewWillAppear presented: true dismissed: false", "viewDidAppear presented: true dismissed: false"])
        #expect(!presented.isBeingPresented, "false once the presentation is over")
        log.clear()
        presented.dismiss(animated: animated)
        clock.runUntilIdle()
        #expect(log.appearance == ["viewWillDisappear presented: false dismissed: true", "viewDidDisappear presented: false dismissed: true"])
        #expect(!presented.isBeingDismissed, "false once the dismissal is over")
    }

    @Test func presentingWhilePresentingIsReportedAndIgnored() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let root = UIViewController(), first = UIViewController(), second = UIViewController()
        let window = presentationWindow(root)
        defer { window.isHidden = true }
        root.present(first, animated: false)
        clock.runUntilIdle()
        let reports = recordMisuseReports { root.present(second, animated: false) }
        #expect(reports.count == 1 && reports.first?.message.hasPrefix("Attempt to present") == true)
        #expect(reports.first?.message.contains("which is already presenting") == true)
        #expect(second.presentingViewController == nil && root.presentedViewController === first)
    }

    @Test func theContextIsTheRootMostControllerUnlessOneDefinesIt() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let root = UIViewController(), context = UIViewController(), leaf = UIViewController()
        root.addChild(context)
        root.view.addSubview(context.view)
        context.view.frame = CGRect(x: 0, y: 100, width: 390, height: 300)
        context.didMove(toParent: root)
        context.addChild(leaf)
        context.view.addSubview(leaf.view)
        leaf.didMove(toParent: context)
        let window = presentationWindow(root)
        defer { window.isHidden = true }

        let sheet = UIViewController()
        leaf.present(sheet, animated: false)
        #expect(sheet.presentingViewController === root)
        root.dismiss(animated: false)
        clock.runUntilIdle()

        let overContext = UIViewController()
        overContext.modalPresentationStyle = .overCurrentContext
        leaf.present(overContext, animated: false)
        #expect(overContext.presentingViewController === root, "no controller defines a context: the root")
        root.dismiss(animated: false)
        clock.runUntilIdle()

        context.definesPresentationContext = true
        let inContext = UIViewController()
        inContext.modalPresentationStyle = .currentContext
        leaf.present(inContext, animated: false)
        clock.runUntilIdle()
        #expect(inContext.presentingViewController === context && context.presentedViewController === inContext)
        #expect(inContext.modalTransitionStyle == .coverVertical, "the context provides no transition style")
        #expect(inContext.view.convert(inContext.view.bounds, to: window) == CGRect(x: 0, y: 100, width: 390, height: 300))
        #expect(context.view.window == nil && root.view.window === window, "current context removes only the context's view")
        context.dismiss(animated: false)
        clock.runUntilIdle()
        #expect(context.view.superview === root.view && context.view.frame == CGRect(x: 0, y: 100, width: 390, height: 300))
    }

    /// Logs the size transitions it hears.
    final class SizeLogger: UIViewController {
        var sizes: [CGSize] = []
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            sizes.append(size)
            super.viewWillTransition(to: size, with: coordinator)
        }
    }

    @Test func resizingTheWindowTellsPresentedControllersAndLaysThemOut() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let root = UIViewController(), cover = SizeLogger(), sheet = SizeLogger()
        cover.modalPresentationStyle = .fullScreen
        let window = presentationWindow(root)
        defer { window.isHidden = true }
        root.present(cover, animated: false)
        clock.runUntilIdle()
        cover.present(sheet, animated: false)
        clock.runUntilIdle()
        window.frame.size = CGSize(width: 400, height: 700)
        clock.runUntilIdle()
        #expect(cover.sizes == [CGSize(width: 400, height: 700)] && sheet.sizes == [CGSize(width: 400, height: 670)])
        #expect(cover.view.frame == window.bounds && sheet.view.frame == CGRect(x: 0, y: 30, width: 400, height: 670))
    }

    @Test func theStatusBarStaysAbovePresentations() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let root = UIViewController()
        let window = presentationWindow(root)
        defer { window.isHidden = true }
        root.present(UIViewController(), animated: false)
        clock.runUntilIdle()
        #expect(window.layer.sublayers?.last === window.statusBar.layer)
    }

    @Test func aFullScreenPresentedControllerDecidesTheStatusBar() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let root = RecordingViewController(), cover = RecordingViewController(), sheet = RecordingViewController()
        cover.statusBarHidden = true
        sheet.statusBarHidden = false
        cover.modalPresentationStyle = .fullScreen
        let window = presentationWindow(root)
        defer { window.isHidden = true }
        root.present(cover, animated: true)
        clock.runUntilIdle()
        #expect(window.statusBar.isHidden)
        cover.present(sheet, animated: true)
        clock.runUntilIdle()
        #expect(window.statusBar.isHidden, "a sheet does not capture the status bar")
        root.dismiss(animated: true)
        clock.runUntilIdle()
        #expect(!window.statusBar.isHidden)
    }

    @Test func dismissedControllersAndTheirViewsAreFreed() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let root = UIViewController()
        let window = presentationWindow(root)
        defer { window.isHidden = true }
        weak var weakController: UIViewController?
        weak var weakView: UIView?
        weak var weakPresentationController: UIPresentationController?
        for style in [UIModalPresentationStyle.fullScreen, .pageSheet, .formSheet, .overFullScreen, .popover] {
            do {
                let presented = UIViewController()
                presented.modalPresentationStyle = style
                presented.popoverPresentationController?.sourceView = root.view
                root.present(presented, animated: true)
                clock.runUntilIdle()
                weakController = presented
                weakView = presented.view
                weakPresentationController = presented.presentationController
            }
            root.dismiss(animated: true)
            clock.runUntilIdle()
            #expect(weakController == nil && weakView == nil && weakPresentationController == nil, "\(style)")
        }
    }
}
