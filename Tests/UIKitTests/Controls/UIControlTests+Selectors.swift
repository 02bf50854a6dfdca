import Testing
import UIKitTesting
@testable import UIKit

/// A controller whose actions are reached by selector, through a member table written as `casement-port` writes one.
@MainActor private class SettingsController: UIViewController {
    var log: [String] = []

    func save() { log.append("save") }
    func toggle(_ sender: Any?) { log.append("toggle from \(sender.map { "\(type(of: $0))" } ?? "nil")") }
    func changed(_ sender: Any?, event: Any?) { log.append("changed with \((event as? UIEvent).map { "\($0.type)" } ?? "no event")") }

    nonisolated override class var objcMemberTable: ObjCMemberTable { settingsTable }
}

// In the Swift 6 language mode, a table's closures reach a main-actor class as generated code does: the receiver and the
// arguments come from the main thread, where controls send their actions.
private let settingsTable = ObjCMemberTable(methods: [
    "save": { receiver, _ in
        nonisolated(unsafe) let receiver = receiver
        MainActor.assumeIsolated { (receiver as! SettingsController).save() }
        return nil
    },
    "toggle:": { receiver, arguments in
        nonisolated(unsafe) let (receiver, sender) = (receiver, arguments[0])
        MainActor.assumeIsolated { (receiver as! SettingsController).toggle(sender) }
        return nil
    },
    "changed:event:": { receiver, arguments in
        nonisolated(unsafe) let (receiver, sender, event) = (receiver, arguments[0], arguments[1])
        MainActor.assumeIsolated { (receiver as! SettingsController).changed(sender, event: event) }
        return nil
    },
])

/// The README's table, written inside its class.
private final class ProfileViewController: UIViewController {
    var saves = 0
    func save(_ sender: Any?) { saves += 1 }
    nonisolated override class var objcMemberTable: ObjCMemberTable { members }
    private nonisolated static let members = ObjCMemberTable(methods: [
        "save:": { receiver, arguments in
            nonisolated(unsafe) let (receiver, sender) = (receiver, arguments[0])
            return MainActor.assumeIsolated { (receiver as! ProfileViewController).save(sender) }
        },
    ])
}

/// A controller that implements `save` but refuses it for now, as an edit command that does not apply.
@MainActor private final class LockedSettingsController: SettingsController {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == "save" ? false : super.canPerformAction(action, withSender: sender)
    }
}

/// Target-action by selector, as ported iOS code uses it: the same controls, events and responder chain.
@MainActor @Suite(.serialized) struct UIControlSelectorTests {
    private func button() -> UIButton {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        return button
    }

    @Test func actionsBySelectorGetOneArgumentPerColon() {
        let controller = SettingsController(), button = button()
        button.addTarget(controller, action: "save", for: .touchUpInside)
        button.addTarget(controller, action: Selector("toggle:"), for: .touchUpInside)
        button.addTarget(controller, action: NSSelectorFromString("changed:event:"), for: .touchUpInside)
        let window = eventWindow(controller: controller, with: [button])
        window.tap(button)
        #expect(controller.log == ["save", "toggle from UIButton", "changed with touches"])
        #expect(button.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["save", "toggle:", "changed:event:"])
        controller.log.removeAll()
        button.removeTarget(controller, action: "toggle:", for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(controller.log == ["save", "changed with no event"])
    }

    @Test func aNilTargetIsTheFirstResponderUpTheChainThatCanPerformTheAction() {
        let controller = SettingsController(), button = button()
        button.addTarget(nil, action: "save", for: .touchUpInside)
        let window = eventWindow(controller: controller, with: [button])
        window.tap(button)
        #expect(controller.log == ["save"])
        #expect(button.target(forAction: "save", withSender: nil) as? SettingsController === controller)
        #expect(button.target(forAction: "close", withSender: nil) == nil)
        #expect(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["save"])
    }

    @Test func aResponderThatCannotPerformAnActionNowPassesItOn() {
        let controller = LockedSettingsController(), button = button()
        button.addTarget(nil, action: "save", for: .touchUpInside)
        button.addTarget(nil, action: "toggle:", for: .touchUpInside)
        let window = eventWindow(controller: controller, with: [button])
        window.tap(button)
        #expect(controller.log == ["toggle from UIButton"])
        #expect(controller.responds(to: "save") && !controller.canPerformAction("save", withSender: nil))
    }

    @Test func aSelectorTheTargetDoesNotHaveIsReportedAsIOSRaisesIt() {
        let controller = SettingsController(), button = button()
        button.addTarget(controller, action: "close:", for: .touchUpInside)
        let window = eventWindow(controller: controller, with: [button])
        let reports = recordMisuseReports { window.tap(button) }
        #expect(reports.map(\.exceptionName) == ["NSInvalidArgumentException"])
        #expect(reports.first?.message.hasPrefix("-[SettingsController close:]: unrecognized selector sent to instance 0x") == true)
        #expect(controller.log.isEmpty)
    }

    @Test func theReadmesTableWorks() {
        let controller = ProfileViewController(), button = button()
        button.addTarget(controller, action: "save:", for: .touchUpInside)
        eventWindow(controller: controller, with: [button]).tap(button)
        #expect(controller.saves == 1)
    }

    @Test func aSystemButtonTakesItsActionBySelector() {
        let controller = SettingsController()
        let button = UIButton.systemButton(with: UIImage(), target: controller, action: "save")
        button.frame = CGRect(x: 10, y: 10, width: 44, height: 44)
        let window = eventWindow(controller: controller, with: [button])
        window.tap(button)
        #expect(controller.log == ["save"])
        #expect(UIButton.systemButton(with: UIImage(), target: controller, action: nil).allTargets.isEmpty)
    }
}
