import Testing
import UIKitTesting
@testable import UIKit

/// Form sheets, popovers and action sheets by size class: a 390x844 window is compact, 1024x768 regular.
@MainActor @Suite(.serialized) struct PresentationAdaptivityTests {
    final class KeepPopover: NSObject, UIAdaptivePresentationControllerDelegate {
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
    }

    @Test func aFormSheetIsACenteredCardInRegularWidthAndASheetInCompact() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        for (width, height, expected) in [(1024.0, 768.0, CGRect(x: 242, y: 74, width: 540, height: 620)), (390, 844, CGRect(x: 0, y: 30, width: 390, height: 814))] {
            let root = UIViewController(), sheet = UIViewController()
            sheet.modalPresentationStyle = .formSheet
            let window = presentationWindow(root, width: width, height: height)
            root.present(sheet, animated: true)
            clock.runUntilIdle()
            #expect(sheet.view.frame == expected)
            #expect(sheet.presentationController?.adaptivePresentationStyle == (width > 600 ? UIModalPresentationStyle.none : .pageSheet))
            window.isHidden = true
        }
    }

    @Test func aFormSheetTakesThePreferredContentSize() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let root = UIViewController(), sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        sheet.preferredContentSize = CGSize(width: 400, height: 300)
        let window = presentationWindow(root, width: 1024, height: 768)
        defer { window.isHidden = true }
        root.present(sheet, animated: false)
        clock.runUntilIdle()
        #expect(sheet.view.frame == CGRect(x: 312, y: 234, width: 400, height: 300))
    }

    @Test func aPopoverPointsAtItsSourceInRegularWidthAndAdaptsInCompact() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let (window, root, button, popover) = popoverSetting()
        defer { window.isHidden = true }
        popover.popoverPresentationController?.sourceView = button
        root.present(popover, animated: false)
        clock.runUntilIdle()
        #expect(popover.view.frame == CGRect(x: 10, y: 153, width: 300, height: 200))
        #expect(popover.popoverPresentationController?.arrowDirection == .up)
        popover.preferredContentSize = CGSize(width: 300, height: 100)
        clock.runUntilIdle()
        #expect(popover.view.frame.height == 100, "a new preferred size lays the popover out again")
        // A tap outside dismisses it.
        window.tap(at: CGPoint(x: 800, y: 600))
        clock.runUntilIdle()
        #expect(root.presentedViewController == nil)

        window.frame.size = CGSize(width: 390, height: 844)
        clock.runUntilIdle()
        let compact = UIViewController()
        compact.modalPresentationStyle = .popover
        compact.popoverPresentationController?.sourceView = button
        root.present(compact, animated: false)
        clock.runUntilIdle()
        #expect(compact.view.frame == CGRect(x: 0, y: 30, width: 390, height: 814), "a page sheet in compact width")
        root.dismiss(animated: false)
        clock.runUntilIdle()

        let delegate = KeepPopover()
        let kept = UIViewController()
        kept.modalPresentationStyle = .popover
        kept.preferredContentSize = CGSize(width: 200, height: 100)
        kept.popoverPresentationController?.sourceView = button
        kept.popoverPresentationController?.delegate = delegate
        root.present(kept, animated: false)
        clock.runUntilIdle()
        #expect(kept.view.frame.size == CGSize(width: 200, height: 100), "the delegate's .none keeps the popover")
    }

    @Test func anActionSheetIsABottomSheetInCompactAndAPopoverInRegular() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let root = UIViewController()
        let source = UIView(frame: CGRect(x: 500, y: 300, width: 40, height: 40))
        root.view.addSubview(source)
        let window = presentationWindow(root)
        defer { window.isHidden = true }
        func sheet() -> UIAlertController {
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Share", style: .default))
            sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            sheet.popoverPresentationController?.sourceView = source
            return sheet
        }
        let compact = sheet()
        root.present(compact, animated: true)
        clock.runUntilIdle()
        // Two actions of 57 points, then the cancel action 8 points below.
        #expect(compact.view.frame == CGRect(x: 8, y: 844 - 8 - 57 * 3 - 8, width: 374, height: 57 * 3 + 8))
        root.dismiss(animated: false)
        clock.runUntilIdle()

        window.frame.size = CGSize(width: 1024, height: 768)
        clock.runUntilIdle()
        let regular = sheet()
        root.present(regular, animated: false)
        clock.runUntilIdle()
        #expect(regular.popoverPresentationController?.arrowDirection == .up)
        #expect(regular.view.frame.size == CGSize(width: 304, height: 57 * 2), "no cancel button in a popover")
        window.tap(at: CGPoint(x: 900, y: 700))
        clock.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }
}
