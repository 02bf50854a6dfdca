import Testing
import UIKitTesting
@testable import UIKit

/// A controller whose bar actions are reached by selector, its table as `casement-port` writes one.
@MainActor private final class NotesController: UIViewController {
    var calls: [String] = []
    func save() { calls.append("save") }
    func share(_ sender: Any?) { calls.append("share \((sender as? UIBarButtonItem)?.title ?? "?")") }

    nonisolated override class var objcMemberTable: ObjCMemberTable { members }
    private nonisolated static let members = ObjCMemberTable(methods: [
        "save": { receiver, _ in
            nonisolated(unsafe) let receiver = receiver
            return MainActor.assumeIsolated { (receiver as! NotesController).save() }
        },
        "share:": { receiver, arguments in
            nonisolated(unsafe) let (receiver, sender) = (receiver, arguments[0])
            return MainActor.assumeIsolated { (receiver as! NotesController).share(sender) }
        },
    ])
}

/// A navigation controller that takes a nil-targeted refresh arriving along the chain from the bar.
@MainActor private final class RefreshingNavigation: UINavigationController {
    var refreshes = 0
    func refresh() { refreshes += 1 }

    nonisolated override class var objcMemberTable: ObjCMemberTable { members }
    private nonisolated static let members = ObjCMemberTable(methods: [
        "refresh": { receiver, _ in
            nonisolated(unsafe) let receiver = receiver
            return MainActor.assumeIsolated { (receiver as! RefreshingNavigation).refresh() }
        },
    ])
}

/// Bar button items with selector actions, as ported iOS code makes them.
@MainActor @Suite struct UIBarButtonItemSelectorTests {
    @Test func selectorItemsReachTheirTargetOrTheResponderChain() {
        let notes = NotesController()
        notes.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Share", style: .plain, target: notes, action: "share:"),
            UIBarButtonItem(barButtonSystemItem: .save, target: notes, action: "save"),
            UIBarButtonItem(barButtonSystemItem: .refresh, target: nil, action: "refresh"),
        ]
        notes.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Idle", style: .plain, target: nil, action: nil)
        let navigation = RefreshingNavigation(rootViewController: notes)
        let window = shownWindow(navigation)
        let buttons = navigation.navigationBar.descendants.compactMap { $0 as? UIButton }
        #expect(buttons.count == 4)
        for button in buttons { window.tap(button) }
        #expect(Set(notes.calls) == ["share Share", "save"])
        // With no target, the action goes up the chain from the bar: to the navigation controller, as on iOS.
        #expect(navigation.refreshes == 1)
        #expect(notes.navigationItem.leftBarButtonItem?.action == nil)
        #expect(notes.navigationItem.rightBarButtonItems?.map(\.action) == ["share:", "save", "refresh"])
    }

    @Test func aSelectorSetLaterReplacesAMethodAndTheOtherWayRound() {
        let notes = NotesController()
        let item = UIBarButtonItem(title: "Save", style: .plain, target: notes, action: NotesController.save)
        #expect(item.action == nil && item.methodAction != nil)
        item.action = "share:"
        #expect(item.methodAction == nil)
        let window = shownWindow(UINavigationController(rootViewController: notes))
        notes.navigationItem.rightBarButtonItem = item
        window.layoutIfNeeded()
        window.tap(notes.navigationController!.navigationBar.descendants.compactMap { $0 as? UIButton }.first!)
        #expect(notes.calls == ["share Save"])
        item.methodAction = .init(NotesController.save)
        #expect(item.action == nil)
    }
}
