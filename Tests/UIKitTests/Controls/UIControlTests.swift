import Testing
import UIKitTesting
@testable import UIKit

/// Controls track touches as UIKit does and send actions, in every shape, to weakly held targets.
@MainActor @Suite(.serialized) struct UIControlTests {
    private func control() -> UIControl { UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 44)) }

    @Test func allThreeActionShapesReceiveTheirArguments() {
        let log = ActionLog(), control = control()
        control.addTarget(log, action: ActionLog.tapped, for: .touchUpInside)
        control.addTarget(log, action: ActionLog.control, for: .touchUpInside)
        control.addTarget(log, action: ActionLog.controlEvent, for: .touchUpInside)
        control.addTarget(log, action: ActionLog.optionalEvent, for: .touchUpInside)
        let window = eventWindow(with: [control])
        window.tap(control)
        #expect(log.entries == ["tapped", "sender UIControl", "event touches", "optional event present"])
        log.entries.removeAll()
        control.sendActions(for: .touchUpInside)
        #expect(log.entries == ["tapped", "sender UIControl", "event touches", "optional event nil"])
    }

    /// Watches the actions it sends, as iOS subclasses override `sendAction(_:to:for:)` to.
    private final class WatchingControl: UIControl {
        var sent: [String] = []

        override func sendAction<Target: AnyObject>(_ action: (Target) -> () -> Void, to target: Target?, for event: UIEvent?) {
            sent.append("\(Target.self) for \(event.map { "\($0.type)" } ?? "no event")")
            super.sendAction(action, to: target, for: event)
        }
    }

    @Test func everyActionPassesThroughSendActionToFor() {
        let log = ActionLog(), control = WatchingControl(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
        control.addTarget(log, action: ActionLog.tapped, for: .touchUpInside)
        let window = eventWindow(with: [control])
        window.tap(control)
        control.sendActions(for: .touchUpInside)
        #expect(control.sent == ["ActionLog for touches", "ActionLog for no event"])
        #expect(log.entries == ["tapped", "tapped"])
    }

    @Test func eventsFollowTheTouchInAndOut() {
        var events: [String] = []
        let control = control()
        let names: [(UIControl.Event, String)] = [(.touchDown, "down"), (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
                                                 (.touchDragEnter, "enter"), (.touchDragExit, "exit"), (.touchUpInside, "upInside"),
                                                 (.touchUpOutside, "upOutside"), (.touchCancel, "cancel")]
        for (event, name) in names {
            control.addAction(UIAction { _ in events.append(name) }, for: event)
        }
        let window = eventWindow(with: [control])
        window.tap(control)
        #expect(events == ["down", "upInside"])
        events.removeAll()
        // Within 70 points of the bounds still counts as inside.
        window.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 150, y: 200), duration: 0.02)
        #expect(events.first == "down" && events.last == "upInside" && !events.contains("exit"))
        events.removeAll()
        window.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 390, y: 290), duration: 0.05)
        #expect(events.first == "down" && events.contains("exit") && events.last == "upOutside")
        #expect(events.contains("dragOutside"))
    }

    @Test func highlightFollowsTheTouchAndDisabledControlsSendNothing() {
        final class Watcher: UIControl {
            var highlights: [Bool] = []
            override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { highlights.append(isHighlighted) } } }
        }
        let watcher = Watcher(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
        var count = 0
        watcher.addAction(UIAction { _ in count += 1 }, for: .touchUpInside)
        let window = eventWindow(with: [watcher])
        window.tap(watcher)
        #expect(watcher.highlights == [true, false] && count == 1)
        #expect(watcher.state == .normal)
        watcher.isEnabled = false
        #expect(watcher.state == .disabled)
        window.tap(watcher)
        #expect(count == 1)
        watcher.isSelected = true
        #expect(watcher.state == [.disabled, .selected])
    }

    @Test func aReleasedTargetIsNeitherKeptNorCalled() {
        let control = control()
        var log: ActionLog? = ActionLog()
        weak let weakLog = log
        control.addTarget(log!, action: ActionLog.tapped, for: .touchUpInside)
        log = nil
        #expect(weakLog == nil)
        control.sendActions(for: .touchUpInside)
        #expect(control.allTargets.isEmpty)
    }

    @Test func removingTargetsAndActions() {
        let log = ActionLog(), control = control()
        control.addTarget(log, action: ActionLog.tapped, for: [.touchUpInside, .valueChanged])
        control.addAction(UIAction(identifier: .init("count")) { _ in log.entries.append("action") }, for: .valueChanged)
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
        control.removeTarget(log, action: ActionLog.tapped, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log.entries.isEmpty)
        control.sendActions(for: .valueChanged)
        #expect(log.entries == ["action", "tapped"], "closure actions first, then targets")
        control.removeAction(identifiedBy: .init("count"), for: .valueChanged)
        control.removeTarget(nil, action: nil, for: .allEvents)
        control.sendActions(for: .valueChanged)
        #expect(log.entries.count == 2 && control.allControlEvents.isEmpty)
    }

    @Test func aSenderOfTheWrongClassIsReportedNotAdded() {
        final class Target { func switched(_ sender: UIProgressView) {} }
        let target = Target(), control = control()
        let reports = recordMisuseReports { control.addTarget(target, action: Target.switched, for: .valueChanged) }
        #expect(reports.count == 1 && control.allTargets.isEmpty)
    }

    @Test func aControlsTapWinsOverItsSuperviewsTapRecognizer() {
        let log = ActionLog(), control = control()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        container.addSubview(control)
        let tap = UITapGestureRecognizer(target: log, action: ActionLog.recognized)
        tap.name = "background"
        container.addGestureRecognizer(tap)
        control.addTarget(log, action: ActionLog.control, for: .touchUpInside)
        let window = eventWindow(with: [container])
        window.tap(control)
        #expect(log.entries == ["sender UIControl"])
        window.tap(at: CGPoint(x: 20, y: 250))
        #expect(log.entries == ["sender UIControl", "background ended"])
    }

    /// A controller that takes "save" actions from whatever sends them along the responder chain.
    final class SavingController: UIViewController {
        var saves: [String] = []
        func save(_ sender: UIControl) { saves.append("save from \(type(of: sender))") }
        func saveWithEvent(_ sender: UIControl, _ event: UIEvent?) { saves.append("event \(event == nil ? "nil" : "present")") }
    }

    @Test func aNilTargetSendsTheActionAlongTheResponderChain() {
        let controller = SavingController(), control = control()
        control.addTarget(nil, action: SavingController.save, for: .touchUpInside)
        let window = eventWindow(controller: controller, with: [control])
        window.tap(control)
        #expect(controller.saves == ["save from UIControl"], "no first responder: from the control up to its controller")
        #expect(control.allTargets.count == 1 && control.allTargets.first?.base is NSNull && control.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["action 1"], "\(control.allTargets)")

        let log = ActionLog()
        control.addTarget(log, action: ActionLog.control, for: .touchUpInside)
        #expect(control.allTargets.count == 2 && control.actions(forTarget: log, forControlEvent: .touchUpInside) != nil)
        control.removeTarget(nil, action: nil, for: .allEvents)
        window.tap(control)
        #expect(controller.saves.count == 1 && log.entries.isEmpty)
    }

    @Test func sendActionCallsTheMethodOnItsTargetOrTheChain() {
        let controller = SavingController(), control = control()
        _ = eventWindow(controller: controller, with: [control])
        control.sendAction(SavingController.saveWithEvent, to: controller, for: nil)
        control.sendAction(SavingController.save, to: nil, for: nil)
        #expect(controller.saves == ["event nil", "save from UIControl"])
        let stray = UIControl()
        #expect(!UIApplication.shared.sendAction(SavingController.save, to: nil, from: stray, for: nil), "nothing on the chain takes it")
        #expect(!UIApplication.shared.sendAction(SavingController.save, to: controller, from: "not a control", for: nil))
    }
}
