import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Selection by taps and by the app, editing, and swipe actions through injected touches.
@MainActor @Suite(.serialized) struct TableViewSelectionTests {
    private func host(_ counts: [Int] = [5], style: UITableView.Style = .plain) -> TableHost {
        TableHost(style: style, sections: numberedRows(counts)) { table, _ in table.rowHeight = 44 }
    }

    @Test func aTapSelectsWithTheDelegateCallsInUIKitsOrder() {
        let host = host()
        host.recorder.events = []
        host.window.tap(at: host.center(of: IndexPath(row: 1, section: 0)))
        #expect(host.recorder.selectionEvents == ["shouldHighlight1", "didHighlight1", "didUnhighlight1", "willSelect1", "didSelect1"])
        #expect(host.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(host.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        host.recorder.events = []
        host.window.tap(at: host.center(of: IndexPath(row: 3, section: 0)))
        #expect(host.recorder.selectionEvents == ["shouldHighlight3", "didHighlight3", "didUnhighlight3", "willSelect3",
                                                  "willDeselect1", "didDeselect1", "didSelect3"])
        #expect(host.tableView.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(host.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    }

    @Test func aRowHighlightsWhileAFingerIsDownAndNotWhenTheTableScrolls() {
        let host = TableHost(sections: numberedRows([100])) { table, _ in table.rowHeight = 44 }
        let table = host.tableView
        host.recorder.events = []
        let point = host.center(of: IndexPath(row: 2, section: 0))
        host.window.handleTouches([TouchSample(id: 90, phase: .began, location: point)])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == true)
        #expect(host.recorder.selectionEvents == ["shouldHighlight2", "didHighlight2"])
        host.window.handleTouches([TouchSample(id: 90, phase: .ended, location: point)])
        #expect(host.recorder.selectionEvents == ["shouldHighlight2", "didHighlight2", "didUnhighlight2", "willSelect2", "didSelect2"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == false)
        host.recorder.events = []
        host.window.drag(from: host.center(of: IndexPath(row: 5, section: 0)), to: CGPoint(x: 160, y: 100), duration: 0.5)
        #expect(table.contentOffset.y > 50)
        #expect(!host.recorder.selectionEvents.contains("didSelect5") && !table.visibleCells.contains(where: \.isHighlighted),
                "a drag that scrolls selects nothing")
    }

    @Test func willSelectCanRefuseAndMultipleSelectionToggles() {
        let host = host()
        host.recorder.refusesSelection = [IndexPath(row: 0, section: 0)]
        host.window.tap(at: host.center(of: IndexPath(row: 0, section: 0)))
        #expect(host.tableView.indexPathForSelectedRow == nil && !host.recorder.events.contains("didSelect0"))
        host.tableView.allowsMultipleSelection = true
        host.window.tap(at: host.center(of: IndexPath(row: 1, section: 0)))
        host.window.tap(at: host.center(of: IndexPath(row: 2, section: 0)))
        #expect(host.tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
        host.recorder.events = []
        host.window.tap(at: host.center(of: IndexPath(row: 1, section: 0)))
        #expect(host.recorder.selectionEvents.suffix(2) == ["willDeselect1", "didDeselect1"])
        #expect(host.tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        host.tableView.allowsSelection = false
        #expect(host.tableView.indexPathForSelectedRow == nil)
        host.window.tap(at: host.center(of: IndexPath(row: 3, section: 0)))
        #expect(host.tableView.indexPathForSelectedRow == nil)
    }

    @Test func selectionWhileEditingFollowsItsOwnSettings() {
        let host = host()
        let table = host.tableView
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        table.setEditing(true, animated: false)
        #expect(table.indexPathForSelectedRow == nil, "editing clears the selection unless it allows selecting")
        host.window.tap(at: host.center(of: IndexPath(row: 2, section: 0)))
        #expect(table.indexPathForSelectedRow == nil)
        table.allowsSelectionDuringEditing = true
        table.allowsMultipleSelectionDuringEditing = true
        host.window.tap(at: host.center(of: IndexPath(row: 2, section: 0)))
        host.window.tap(at: host.center(of: IndexPath(row: 3, section: 0)))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0), IndexPath(row: 3, section: 0)])
    }

    @Test func selectingInCodeTellsNoDelegateAndSurvivesReuse() {
        let host = TableHost(sections: numberedRows([100])) { table, _ in table.rowHeight = 44 }
        let table = host.tableView
        host.recorder.events = []
        table.selectRow(at: IndexPath(row: 50, section: 0), animated: false, scrollPosition: .middle)
        host.layOut()
        #expect(host.recorder.selectionEvents.isEmpty)
        #expect(table.cellForRow(at: IndexPath(row: 50, section: 0))?.isSelected == true)
        #expect(table.visibleCells.filter(\.isSelected).count == 1, "reused cells are not left selected")
        table.deselectRow(at: IndexPath(row: 50, section: 0), animated: true)
        #expect(table.indexPathForSelectedRow == nil && table.cellForRow(at: IndexPath(row: 50, section: 0))?.isSelected == false)
        table.selectRow(at: IndexPath(row: 51, section: 0), animated: false, scrollPosition: .none)
        table.reloadData()
        host.layOut()
        #expect(table.indexPathForSelectedRow == nil && !table.visibleCells.contains(where: \.isSelected), "reloading drops the selection")
    }

    @Test func editingShowsControlsAndTheMinusDeletesThroughTheDeleteButton() {
        let host = host()
        let table = host.tableView
        table.setEditing(true, animated: false)
        host.layOut()
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        #expect(cell.isEditing && cell.editingStyle == .delete && cell.contentView.frame.minX == 38)
        #expect(cell.editingControlView?.isHidden == false)
        host.window.tap(at: cell.editingControlView!.convert(CGPoint(x: 11, y: 11), to: host.window))
        #expect(table.swipe?.indexPath == IndexPath(row: 2, section: 0), "the minus shows the delete button")
        host.window.tap(at: CGPoint(x: 300, y: 2 * 44 + 22))
        #expect(host.recorder.commits.map(\.1) == [IndexPath(row: 2, section: 0)])
        host.layOut()
        #expect(host.visibleTitles == ["0.0", "0.1", "0.3", "0.4"])
        table.setEditing(false, animated: false)
        host.layOut()
        #expect(table.visibleCells.allSatisfy { !$0.isEditing && $0.contentView.frame.minX == 0 })
    }

    @Test func insertControlsCommitAnInsert() {
        let host = host()
        host.recorder.editingStyle = .insert
        host.recorder.movable = true
        host.tableView.isEditing = true
        host.layOut()
        let cell = host.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.reorderGlyph?.isHidden == false, "rows the data source can move show the reorder control")
        host.window.tap(at: cell.editingControlView!.convert(CGPoint(x: 11, y: 11), to: host.window))
        #expect(host.recorder.commits.first?.0 == .insert)
    }

    @Test func swipingLeftShowsTheTrailingActionsAndTappingOnePerformsIt() {
        let host = host()
        var performed: [String] = []
        host.recorder.trailingActions = { _ in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                performed.append("delete")
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                performed.append("flag")
                done(true)
            }
            flag.backgroundColor = .systemOrange
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
        let row = host.center(of: IndexPath(row: 1, section: 0))
        host.window.drag(from: CGPoint(x: 280, y: row.y), to: CGPoint(x: 160, y: row.y))
        let table = host.tableView
        #expect(table.swipe?.indexPath == IndexPath(row: 1, section: 0))
        #expect(table.contentOffset == .zero, "a sideways drag does not scroll")
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        let open = table.swipe!.openWidth
        #expect(cell.frame.minX == -open && cell.configurationState.isSwiped)
        let buttons = table.swipe!.buttons
        #expect(buttons[0].backgroundColor == .systemRed && buttons[1].backgroundColor == .systemOrange)
        #expect(buttons[0].frame.maxX == 320, "the first action is at the outer edge")
        host.window.tap(at: buttons[1].convert(CGPoint(x: buttons[1].bounds.midX, y: 22), to: host.window))
        #expect(performed == ["flag"])
        ManualClock.install().advance(by: 1)
        ManualClock.uninstall()
        host.layOut()
        #expect(table.swipe == nil && cell.frame.minX == 0)
    }

    @Test func aFullSwipePerformsTheFirstActionAndTheDefaultDeleteCommits() {
        let host = host()
        let row = host.center(of: IndexPath(row: 0, section: 0))
        host.window.drag(from: CGPoint(x: 310, y: row.y), to: CGPoint(x: 10, y: row.y))
        #expect(host.recorder.commits.map(\.1) == [IndexPath(row: 0, section: 0)], "the default action deletes")
        host.layOut()
        #expect(host.visibleTitles.first == "0.1")
        var leading = 0
        host.recorder.leadingActions = { _ in
            let action = UIContextualAction(style: .normal, title: "Read") { _, _, done in
                leading += 1
                done(true)
            }
            let configuration = UISwipeActionsConfiguration(actions: [action])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        host.window.drag(from: CGPoint(x: 10, y: row.y), to: CGPoint(x: 310, y: row.y))
        #expect(leading == 0, "without full swipes the row only opens")
        #expect(host.tableView.swipe?.leading == true)
        host.window.tap(at: CGPoint(x: 200, y: 300))
        #expect(host.tableView.swipe == nil && leading == 0, "a tap elsewhere closes the row")
        host.window.drag(from: CGPoint(x: 10, y: row.y), to: CGPoint(x: 310, y: row.y))
        #expect(host.tableView.swipe != nil)
        host.tableView.contentOffset.y = 10
        host.layOut()
        #expect(host.tableView.swipe == nil, "scrolling closes the row")
    }

    @Test func draggingTheReorderControlMovesTheRow() {
        let host = host([5])
        host.recorder.movable = true
        host.recorder.editingStyle = .none
        let table = host.tableView
        table.setEditing(true, animated: false)
        host.layOut()
        let grip = table.cellForRow(at: IndexPath(row: 0, section: 0))!.reorderGlyph!
        let start = grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: host.window)
        let moving = table.cellForRow(at: IndexPath(row: 0, section: 0))
        host.window.drag(from: start, to: CGPoint(x: start.x, y: start.y + 2 * 44 + 10), duration: 0.5)
        #expect(host.recorder.events.last == "move(0->0.2)")
        #expect(table.contentOffset == .zero, "the drag moved the row, not the content")
        ManualClock.install().advance(by: 1)
        ManualClock.uninstall()
        host.layOut()
        #expect(host.visibleTitles == ["0.1", "0.2", "0.0", "0.3", "0.4"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === moving && moving?.frame.minY == 88)
    }

    @Test func theDetailButtonTellsTheDelegate() {
        let host = host()
        host.recorder.configure = { cell, _ in cell.accessoryType = .detailButton }
        host.tableView.reloadData()
        host.layOut()
        let glyph = host.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!.accessoryGlyph!
        host.recorder.events = []
        host.window.tap(at: glyph.convert(CGPoint(x: 11, y: 11), to: host.window))
        #expect(host.recorder.events == ["accessoryButtonTapped1"])
        #expect(host.tableView.indexPathForSelectedRow == nil)
    }

    @Test func aVerticalDragStillScrolls() {
        let host = TableHost(sections: numberedRows([100])) { table, _ in table.rowHeight = 44 }
        host.window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.5)
        #expect(host.tableView.contentOffset.y > 100 && host.tableView.swipe == nil)
    }

    @Test func theControllerClearsSelectionWhenItsViewAppearsAgain() {
        final class BirdsController: UITableViewController {
            var selected: [IndexPath] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "bird") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "bird")
                cell.textLabel?.text = "Bird \(indexPath.row)"
                return cell
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        }
        let controller = BirdsController(style: .insetGrouped)
        #expect(controller.clearsSelectionOnViewWillAppear && controller.tableView.style == .insetGrouped)
        #expect(controller.tableView.dataSource === controller && controller.tableView.delegate === controller)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        let navigation = UINavigationController(rootViewController: controller)
        window.rootViewController = navigation
        window.isHidden = false
        window.runUpdateCycle()
        controller.tableView.layoutIfNeeded()
        #expect(controller.tableView.visibleCells.first?.textLabel?.text == "Bird 0")
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0))!
        window.tap(cell)
        #expect(controller.selected == [IndexPath(row: 2, section: 0)])
        navigation.pushViewController(UIViewController(), animated: false)
        window.runUpdateCycle()
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        navigation.popViewController(animated: false)
        window.runUpdateCycle()
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        controller.setEditing(true, animated: false)
        #expect(controller.tableView.isEditing)
        let refresh = UIRefreshControl()
        controller.refreshControl = refresh
        #expect(controller.tableView.refreshControl === refresh && refresh.superview === controller.tableView)
    }
}
