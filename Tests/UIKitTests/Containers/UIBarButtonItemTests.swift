import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct UIBarButtonItemTests {
    /// The target of the items' actions, logging which shape arrived.
    final class Editor: UIViewController {
        var calls: [String] = []
        func save() { calls.append("save") }
        func share(_ sender: UIBarButtonItem) { calls.append("share \(sender.title ?? "")") }
        func delete(_ sender: UIBarButtonItem, _ event: UIEvent) { calls.append("delete \(event.type)") }
    }

    /// A navigation controller subclass that takes a nil-targeted action arriving along the responder chain.
    final class Navigation: UINavigationController {
        var received = 0
        func refresh() { received += 1 }
    }

    private func buttons(in navigation: UINavigationController) -> [UIButton] {
        navigation.navigationBar.descendants.compactMap { $0 as? UIButton }
    }

    @Test func theThreeActionShapesReachTheTarget() {
        let editor = Editor()
        editor.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Save", style: .done, target: editor, action: Editor.save),
            UIBarButtonItem(title: "Share", style: .plain, target: editor, action: Editor.share),
            UIBarButtonItem(barButtonSystemItem: .trash, target: editor, action: Editor.delete),
        ]
        let navigation = UINavigationController(rootViewController: editor)
        let window = shownWindow(navigation)
        let views = buttons(in: navigation)
        #expect(views.count == 3)
        for button in views { window.tap(button) }
        #expect(Set(editor.calls) == ["save", "share Share", "delete touches"])
    }

    @Test func theTargetIsHeldWeakly() {
        let root = UIViewController()
        weak var released: Editor?
        do {
            let editor = Editor()
            released = editor
            root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .plain, target: editor, action: Editor.save)
        }
        #expect(released == nil)
        #expect(root.navigationItem.rightBarButtonItem?.target == nil)
        let navigation = UINavigationController(rootViewController: root)
        let window = shownWindow(navigation)
        window.tap(buttons(in: navigation)[0])
    }

    @Test func aNilTargetTravelsTheResponderChain() {
        let root = UIViewController()
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: nil, action: Navigation.refresh)
        let navigation = Navigation(rootViewController: root)
        let window = shownWindow(navigation)
        window.tap(buttons(in: navigation)[0])
        #expect(navigation.received == 1)
    }

    @Test func primaryActionAndMenu() {
        let root = UIViewController()
        var performed: [String] = []
        let menu = UIMenu(title: "", children: [
            UIAction(title: "Duplicate") { _ in performed.append("Duplicate") },
            UIMenu(title: "More", children: [UIAction(title: "Archive") { _ in performed.append("Archive") }]),
        ])
        root.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(primaryAction: UIAction(title: "Go") { _ in performed.append("Go") }),
            UIBarButtonItem(title: "Options", image: nil, primaryAction: nil, menu: menu),
        ]
        let navigation = UINavigationController(rootViewController: root)
        let window = shownWindow(navigation)
        let views = buttons(in: navigation)
        window.tap(views.first { $0.currentTitle == "Go" }!)
        window.tap(views.first { $0.currentTitle == "Options" }!)
        let list = try? #require(window.subviews.compactMap { $0 as? MenuListView }.first)
        let rows = list?.descendants.compactMap { $0 as? UIButton } ?? []
        #expect(rows.map(\.currentTitle) == ["Duplicate", "Archive"])
        if let archive = rows.last { window.tap(archive) }
        #expect(performed == ["Go", "Archive"])
        #expect(window.subviews.allSatisfy { !($0 is MenuListView) }, "choosing closes the menu")
    }

    @Test func menuRowsFollowStateAndAttributes() throws {
        let root = UIViewController()
        var chosen: [String] = []
        let sort = UIMenu(title: "Sort", options: .singleSelection, children: ["Date", "Species"].map { title in
            UIAction(title: title, state: title == "Date" ? .on : .off) { chosen.append($0.title) }
        })
        let menu = UIMenu(children: [
            sort,
            UIAction(title: "Secret", attributes: .hidden) { _ in chosen.append("Secret") },
            UIAction(title: "Locked", attributes: .disabled) { _ in chosen.append("Locked") },
            UIAction(title: "Delete", attributes: .destructive) { _ in chosen.append("Delete") },
        ])
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Options", image: nil, primaryAction: nil, menu: menu)
        let navigation = UINavigationController(rootViewController: root)
        let window = shownWindow(navigation)
        func rows() throws -> [UIButton] {
            window.tap(buttons(in: navigation).first { $0.currentTitle == "Options" }!)
            let list = try #require(window.subviews.compactMap { $0 as? MenuListView }.first)
            return list.descendants.compactMap { $0 as? UIButton }
        }
        var shown = try rows()
        #expect(shown.map(\.currentTitle) == ["Date", "Species", "Locked", "Delete"], "hidden actions are not listed")
        let marked = shown.map { row in row.subviews.contains { ($0 as? UIImageView)?.image != nil && $0.frame.minX == 14 } }
        #expect(marked == [true, false, false, false], "the chosen sort shows a checkmark")
        #expect(!shown[2].isEnabled && shown[3].titleColor(for: .normal) == .systemRed)
        window.tap(shown[2])
        window.tap(shown[1])
        #expect(chosen == ["Species"], "a disabled action does nothing")
        #expect(sort.children.map { ($0 as? UIAction)?.state } == [.off, .on], "a single-selection menu moves the checkmark")
        shown = try rows()
        window.tap(shown[3])
        #expect(chosen == ["Species", "Delete"])
    }

    @Test func systemItemsHaveIOSTitlesAndGlyphs() {
        let done = UIBarButtonItem(barButtonSystemItem: .done)
        #expect(done.title == "Done")
        #expect(done.style == .done)
        #expect(UIBarButtonItem(barButtonSystemItem: .cancel).title == "Cancel")
        #expect(UIBarButtonItem(barButtonSystemItem: .cancel).style == .plain)
        #expect(UIBarButtonItem(barButtonSystemItem: .save).style == .done)
        for item: UIBarButtonItem.SystemItem in [.add, .trash, .action, .compose, .reply, .refresh, .search, .close] {
            #expect(UIBarButtonItem(barButtonSystemItem: item).image != nil, "\(item)")
        }
        #expect(UIBarButtonItem.fixedSpace(12).width == 12)
        #expect(UIBarButtonItem.flexibleSpace().systemItem == .flexibleSpace)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(UIBarButtonItem(customView: view).customView === view)
    }

    @Test func editButtonItemTogglesEditing() {
        final class List: UIViewController {
            var changes: [Bool] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                changes.append(editing)
            }
        }
        let list = List()
        let item = list.editButtonItem
        #expect(item === list.editButtonItem)
        #expect(item.title == "Edit")
        list.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: list)
        let window = shownWindow(navigation)
        window.tap(buttons(in: navigation)[0])
        #expect(list.isEditing)
        #expect(list.changes == [true])
        #expect(item.title == "Done")
        #expect(item.style == .done)
        list.isEditing = false
        #expect(item.title == "Edit")
    }

    @Test func aDisabledItemSendsNothing() {
        let editor = Editor()
        let item = UIBarButtonItem(title: "Save", style: .plain, target: editor, action: Editor.save)
        item.isEnabled = false
        editor.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: editor)
        let window = shownWindow(navigation)
        window.tap(buttons(in: navigation)[0])
        #expect(editor.calls.isEmpty)
        item.isEnabled = true
        window.layoutIfNeeded()
        window.tap(buttons(in: navigation)[0])
        #expect(editor.calls == ["save"], "the same tap reaches the item once it is enabled")
    }
}

@MainActor @Suite struct UIBarButtonItemTargetTests {
    @Test func targetAndActionCanBeSetLater() {
        let editor = UIBarButtonItemTests.Editor()
        let item = UIBarButtonItem(title: "Save", style: .plain)
        item.target = editor
        item.methodAction = UIBarButtonItem.Action(UIBarButtonItemTests.Editor.save)
        editor.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: editor)
        let window = shownWindow(navigation)
        window.tap(navigation.navigationBar.descendants.compactMap { $0 as? UIButton }[0])
        #expect(editor.calls == ["save"])
    }

    @Test func hidesBarsOnTapTogglesTheBar() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.hidesBarsOnTap = true
        let window = shownWindow(navigation)
        window.tap(at: CGPoint(x: 160, y: 300))
        #expect(navigation.isNavigationBarHidden)
        window.tap(at: CGPoint(x: 160, y: 300))
        #expect(!navigation.isNavigationBarHidden)
    }
}
