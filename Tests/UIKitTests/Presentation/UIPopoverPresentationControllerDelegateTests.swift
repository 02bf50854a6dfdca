import Testing
import UIKitTesting
@testable import UIKit

/// A popover's delegate: prepared before it shows, asked and told about taps outside, in UIKit's order.
@MainActor @Suite(.serialized) struct UIPopoverPresentationControllerDelegateTests {
    final class Delegate: NSObject, UIPopoverPresentationControllerDelegate {
        var log: [String] = []
        var allowsDismissal = false
        let source: UIView

        init(source: UIView) {
            self.source = source
        }

        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }

        func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
            log.append("prepare")
            // The last chance to point the popover at its source.
            popoverPresentationController.sourceView = source
        }

        func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
            log.append("shouldDismissPopover")
            return allowsDismissal
        }

        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.append("didAttemptToDismiss") }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.append("willDismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.append("didDismiss") }

        func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
            log.append("didDismissPopover")
        }
    }

    @Test func theDelegatePreparesThePopoverAndDecidesTapsOutside() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let (window, root, button, popover) = popoverSetting()
        defer { window.isHidden = true }
        let delegate = Delegate(source: button)
        popover.popoverPresentationController?.delegate = delegate
        root.present(popover, animated: false)
        clock.runUntilIdle()
        #expect(delegate.log == ["prepare"])
        #expect(popover.view.frame == CGRect(x: 10, y: 153, width: 300, height: 200), "placed below the source the delegate named")
        window.tap(at: CGPoint(x: 800, y: 600))
        clock.runUntilIdle()
        #expect(root.presentedViewController === popover)
        #expect(delegate.log == ["prepare", "shouldDismissPopover", "didAttemptToDismiss"])
        delegate.allowsDismissal = true
        window.tap(at: CGPoint(x: 800, y: 600))
        clock.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(delegate.log.suffix(4) == ["shouldDismissPopover", "willDismiss", "didDismissPopover", "didDismiss"])
    }

    @Test func anAppsOwnDismissalIsNotReportedAsTheUsers() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let root = UIViewController()
        let window = presentationWindow(root, width: 1024, height: 768)
        defer { window.isHidden = true }
        let delegate = Delegate(source: root.view)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.delegate = delegate
        root.present(popover, animated: false)
        clock.runUntilIdle()
        root.dismiss(animated: false)
        clock.runUntilIdle()
        #expect(delegate.log == ["prepare"])
    }
}
