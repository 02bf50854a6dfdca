import Testing
import UIKitTesting
@testable import UIKit

/// Sheets rest at detents, follow a drag to another one, and a swipe down dismisses them unless they are modal.
@MainActor @Suite(.serialized) struct UISheetPresentationControllerTests {
    final class DismissalLog: NSObject, UISheetPresentationControllerDelegate {
        var entries: [String] = []
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { entries.append("willDismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { entries.append("didDismiss") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { entries.append("didAttemptToDismiss") }
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
            entries.append("selected \(sheet.selectedDetentIdentifier?.rawValue ?? "nil")")
        }
    }

    private func presentSheet(in clock: ManualClock, configure: (UISheetPresentationController) -> Void = { _ in })
        -> (UIWindow, UIViewController, UIViewController, DismissalLog) {
        let root = UIViewController(), sheet = UIViewController()
        sheet.view.backgroundColor = .white
        let log = DismissalLog()
        let window = presentationWindow(root)
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        sheet.sheetPresentationController?.delegate = log
        configure(sheet.sheetPresentationController!)
        root.present(sheet, animated: true)
        clock.runUntilIdle()
        return (window, root, sheet, log)
    }

    @Test func aSheetRestsAtItsSmallestDetentAndDragsToTheLargest() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let (window, _, sheet, log) = presentSheet(in: clock) { $0.prefersGrabberVisible = true }
        defer { window.isHidden = true }
        #expect(sheet.view.frame == CGRect(x: 0, y: 844 - 407, width: 390, height: 407), "medium is half of 814")
        window.drag(from: CGPoint(x: 195, y: 460), to: CGPoint(x: 195, y: 60), duration: 0.3)
        clock.runUntilIdle()
        #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .large)
        #expect(sheet.view.frame == CGRect(x: 0, y: 30, width: 390, height: 814))
        #expect(log.entries == ["selected com.apple.UIKit.large"])
        sheet.sheetPresentationController?.animateChanges { sheet.sheetPresentationController?.selectedDetentIdentifier = .medium }
        clock.runUntilIdle()
        #expect(sheet.view.frame.minY == 437)
    }

    @Test func aCustomDetentResolvesItsHeight() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let (window, _, sheet, _) = presentSheet(in: clock) {
            $0.detents = [.custom(identifier: .init(rawValue: "small")) { _ in 200 }, .large()]
        }
        defer { window.isHidden = true }
        #expect(sheet.view.frame.height == 200)
    }

    @Test func aSwipeDownDismissesAndTellsTheDelegate() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let (window, root, _, log) = presentSheet(in: clock)
        defer { window.isHidden = true }
        window.swipe(from: CGPoint(x: 195, y: 460), to: CGPoint(x: 195, y: 800))
        clock.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(log.entries == ["willDismiss", "didDismiss"])
    }

    @Test func aModalSheetRefusesTheSwipeAndReportsTheAttempt() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let (window, root, sheet, log) = presentSheet(in: clock)
        defer { window.isHidden = true }
        sheet.isModalInPresentation = true
        window.swipe(from: CGPoint(x: 195, y: 460), to: CGPoint(x: 195, y: 800))
        clock.runUntilIdle()
        #expect(root.presentedViewController === sheet && log.entries == ["didAttemptToDismiss"])
        #expect(sheet.view.frame.minY == 437, "back at its detent")
    }

    @Test func theAreaBehindStaysUndimmedUpToTheLargestUndimmedDetent() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let (window, _, sheet, _) = presentSheet(in: clock) { $0.largestUndimmedDetentIdentifier = .medium }
        defer { window.isHidden = true }
        #expect(sheet.presentationController?.dimmingView?.alpha == 0)
        sheet.sheetPresentationController?.selectedDetentIdentifier = .large
        clock.runUntilIdle()
        #expect(sheet.presentationController?.dimmingView?.alpha == 1)
    }
}
