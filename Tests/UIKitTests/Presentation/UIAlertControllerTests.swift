import Testing
import UIKitTesting
@testable import UIKit

/// Alerts and action sheets: their actions' handlers run after the alert is dismissed, text fields, one cancel action.
@MainActor @Suite(.serialized) struct UIAlertControllerTests {
    private func button(_ title: String, in alert: UIAlertController) -> AlertActionControl? {
        firstSubview(of: AlertActionControl.self, in: alert.view) { control in
            firstSubview(of: UILabel.self, in: control)?.text == title
        }
    }

    @Test func tappingAnActionDismissesTheAlertThenRunsItsHandler() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let log = CallLog()
        let root = RecordingViewController("A", log: log)
        let window = presentationWindow(root)
        defer { window.isHidden = true }
        let alert = UIAlertController(title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.record("cancel") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
            log.record("handler \(action.title ?? ""), presented: \(root.presentedViewController != nil)")
        })
        #expect(alert.modalPresentationStyle == .overFullScreen && alert.actions.map(\.title) == ["Cancel", "Delete"])
        log.clear()
        root.present(alert, animated: true)
        clock.runUntilIdle()
        #expect(log.appearance.isEmpty, "an alert leaves its presenter on screen")
        #expect(alert.view.frame.width == 270 && abs(alert.view.frame.midY - 422) <= 1)
        #expect(alert.presentationController?.dimmingView?.backgroundColor == UIColor.black.withAlphaComponent(0.2))
        let delete = button("Delete", in: alert), cancel = button("Cancel", in: alert)
        #expect(cancel != nil && delete != nil)
        #expect(cancel!.frame.minX == 0 && delete!.frame.minX == 135, "two actions side by side, cancel on the left")
        window.tap(delete!)
        #expect(!log.entries.contains { $0.hasPrefix("handler") }, "the handler waits for the dismissal")
        clock.runUntilIdle()
        #expect(log.entries == ["handler Delete, presented: false"])
        #expect(root.presentedViewController == nil)
    }

    @Test func threeActionsStackWithTheCancelActionLast() {
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "One", style: .default))
        alert.addAction(UIAlertAction(title: "Two", style: .default))
        let size = alert.fittingSize(width: 270)
        alert.view.frame = CGRect(origin: .zero, size: size)
        alert.view.layoutIfNeeded()
        let frames = ["One", "Two", "Cancel"].compactMap { button($0, in: alert)?.frame }
        #expect(frames.count == 3 && frames[0].minY < frames[1].minY && frames[1].minY < frames[2].minY)
        #expect(frames.allSatisfy { $0.width == 270 && $0.height == 44 } && frames[2].maxY == size.height)
    }

    @Test func aSecondCancelActionIsReportedAndRefused() {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let reports = recordMisuseReports { alert.addAction(UIAlertAction(title: "Also cancel", style: .cancel)) }
        #expect(reports.map(\.message) == ["UIAlertController can only have one action with a style of UIAlertActionStyleCancel"])
        #expect(alert.actions.count == 1)
    }

    @Test func textFieldsAreConfiguredAndTyping() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let root = UIViewController()
        let window = presentationWindow(root)
        defer { window.isHidden = true }
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.isSecureTextEntry = true }
        var entered: String?
        alert.addAction(UIAlertAction(title: "OK", style: .default) { [unowned alert] _ in entered = alert.textFields?.first?.text })
        #expect(alert.textFields?.count == 2 && alert.textFields?.first?.placeholder == "Name" && alert.textFields?[1].isSecureTextEntry == true)
        root.present(alert, animated: false)
        clock.runUntilIdle()
        #expect(alert.textFields?.first?.isFirstResponder == true, "the first field takes the keyboard")
        window.type("Ada")
        window.tap(button("OK", in: alert)!)
        clock.runUntilIdle()
        #expect(entered == "Ada")
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let reports = recordMisuseReports { sheet.addTextField() }
        #expect(reports.count == 1 && sheet.textFields == nil)
    }

    @Test func returnPicksThePreferredActionAndEscapeTheCancelAction() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let root = UIViewController()
        let window = presentationWindow(root)
        defer { window.isHidden = true }
        var picked: [String] = []
        for key in [UIKeyboardHIDUsage.keyboardReturnOrEnter, .keyboardEscape] {
            let alert = UIAlertController(title: "Save changes?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { picked.append($0.title ?? "") })
            alert.addAction(UIAlertAction(title: "Save", style: .default) { picked.append($0.title ?? "") })
            root.present(alert, animated: false)
            clock.runUntilIdle()
            window.press(key)
            clock.runUntilIdle()
            #expect(root.presentedViewController == nil && !alert.isFirstResponder)
        }
        #expect(picked == ["Save", "Cancel"])
    }

    @Test func aDisabledActionIgnoresTaps() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let root = UIViewController()
        let window = presentationWindow(root)
        defer { window.isHidden = true }
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default)
        ok.isEnabled = false
        alert.addAction(ok)
        alert.preferredAction = ok
        root.present(alert, animated: false)
        clock.runUntilIdle()
        window.tap(button("OK", in: alert)!)
        clock.runUntilIdle()
        #expect(root.presentedViewController === alert)
    }

    @Test func tappingOutsideAnActionSheetCancels() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let root = UIViewController()
        let window = presentationWindow(root)
        defer { window.isHidden = true }
        var cancelled = false
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled = true })
        root.present(sheet, animated: true)
        clock.runUntilIdle()
        window.tap(at: CGPoint(x: 195, y: 200))
        clock.runUntilIdle()
        #expect(cancelled && root.presentedViewController == nil)
    }

    @Test func aDismissedAlertIsFreed() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let root = UIViewController()
        let window = presentationWindow(root)
        defer { window.isHidden = true }
        weak var weakAlert: UIAlertController?
        weak var weakField: UITextField?
        do {
            let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
            alert.addTextField()
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            root.present(alert, animated: true)
            clock.runUntilIdle()
            weakAlert = alert
            weakField = alert.textFields?.first
            window.tap(button("OK", in: alert)!)
            clock.runUntilIdle()
        }
        #expect(weakAlert == nil && weakField == nil)
    }
}
