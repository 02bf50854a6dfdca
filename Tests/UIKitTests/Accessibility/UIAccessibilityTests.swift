import Foundation
import Testing
import UIKitTesting
@testable import UIKit

private final class Inbox: NSObject, ObjCMemberTableProviding {
    var log: [String] = []

    func archive(_ action: Any?) -> Bool {
        log.append("archive \(action is UIAccessibilityCustomAction ? "with its action" : "without")")
        return true
    }

    func flag() -> Bool {
        log.append("flag")
        return false
    }

    class var objcMemberTable: ObjCMemberTable { inboxTable }
}

private let inboxTable = ObjCMemberTable(methods: [
    "archive:": { receiver, arguments in (receiver as! Inbox).archive(arguments[0]) },
    "flag": { receiver, _ in (receiver as! Inbox).flag() },
])

/// What the app tells assistive technologies, and what it learns of them on a desktop that runs none.
@MainActor @Suite struct UIAccessibilityTests {
    @Test func postedNotificationsReachTheRecorderInOrderWithTheirArguments() {
        let row = UIView()
        let posted = recordAccessibilityNotifications {
            UIAccessibility.post(notification: .screenChanged, argument: nil)
            UIAccessibility.post(notification: .layoutChanged, argument: row)
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            UIAccessibility.post(notification: .pageScrolled, argument: "Page 2 of 3")
        }
        #expect(posted.map(\.notification) == [.screenChanged, .layoutChanged, .announcement, .pageScrolled])
        #expect(posted[0].argument == nil)
        #expect(posted[1].argument as? UIView === row)
        #expect(posted[2].argument as? String == "Saved" && posted[3].argument as? String == "Page 2 of 3")
        #expect([UIAccessibility.Notification.screenChanged, .layoutChanged, .announcement, .pageScrolled].map(\.rawValue) == [1000, 1001, 1008, 1009])
        // Outside a recording nothing hears it, and a recording hears only its own time.
        UIAccessibility.post(notification: .announcement, argument: "Lost")
        #expect(recordAccessibilityNotifications {}.isEmpty)
    }

    @Test func noAssistiveTechnologyRunsAndEverySettingIsAsAnIPhoneShips() {
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isSwitchControlRunning)
        #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isReduceTransparencyEnabled)
        #expect(!UIAccessibility.isBoldTextEnabled && !UIAccessibility.isDarkerSystemColorsEnabled && !UIAccessibility.isInvertColorsEnabled)
        #expect(UIAccessibility.voiceOverStatusDidChangeNotification.rawValue == "UIAccessibilityVoiceOverStatusDidChangeNotification")
        #expect(UIAccessibility.reduceMotionStatusDidChangeNotification.rawValue == "UIAccessibilityReduceMotionStatusDidChangeNotification")
    }

    @Test func customActionsCallTheirHandlerOrTheirTargetsMethodBySelector() {
        let inbox = Inbox(), view = UIView()
        var handled: [String] = []
        let archive = UIAccessibilityCustomAction(name: "Archive", target: inbox, selector: Selector("archive:"))
        let flag = UIAccessibilityCustomAction(name: "Flag", target: inbox, selector: "flag")
        let reply = UIAccessibilityCustomAction(name: "Reply") { action in
            handled.append(action.name)
            return true
        }
        view.accessibilityCustomActions = [archive, flag, reply]
        #expect(view.accessibilityCustomActions?.map(\.name) == ["Archive", "Flag", "Reply"])
        #expect(archive.activate() && !flag.activate() && reply.activate())
        #expect(inbox.log == ["archive with its action", "flag"] && handled == ["Reply"])
        #expect(archive.target === inbox && archive.selector == Selector("archive:") && reply.selector == nil)
        // A target that is gone, or has no such method, answers false, the latter reported as iOS raises.
        let plain = NSObject()
        let reports = recordMisuseReports {
            #expect(!UIAccessibilityCustomAction(name: "Lost", target: plain, selector: "lost").activate())
            // The target is weak, as on iOS: this one is gone before the action runs.
            #expect(!UIAccessibilityCustomAction(name: "Gone", target: Inbox(), selector: "flag").activate())
        }
        #expect(reports.map(\.exceptionName) == ["NSInvalidArgumentException"])
    }

    @Test func barItemsAreButtonsNamedByTheirTitle() {
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        #expect(item.isAccessibilityElement && item.accessibilityLabel == "Edit" && item.accessibilityTraits == .button)
        item.isEnabled = false
        #expect(item.accessibilityTraits == [.button, .notEnabled])
        item.accessibilityLabel = "Edit list"
        item.title = "Done"
        #expect(item.accessibilityLabel == "Edit list")
        item.accessibilityLabel = nil
        #expect(item.accessibilityLabel == "Done")
    }
}
