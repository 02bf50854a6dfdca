import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Batch updates and diffable data sources.
@MainActor @Suite(.serialized) struct TableViewUpdateTests {
    private func host(_ counts: [Int]) -> TableHost {
        TableHost(sections: numberedRows(counts)) { table, _ in table.rowHeight = 44 }
    }

    @Test func insertsAndDeletesKeepTheCellsOfRowsThatStay() {
        let host = host([5])
        let table = host.tableView
        let cellOf2 = table.cellForRow(at: IndexPath(row: 2, section: 0))
        host.recorder.sections[0].remove(at: 0)
        host.recorder.sections[0].insert("new", at: 3)
        table.performBatchUpdates({
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .none)
        })
        #expect(host.visibleTitles == ["0.1", "0.2", "0.3", "new", "0.4"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellOf2, "the row that stayed keeps its cell")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 44)
        #expect(table.contentSize.height == 220)
    }

    @Test func movesCarryCellsAndSelection() {
        let host = host([4, 2])
        let table = host.tableView
        let moving = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let item = host.recorder.sections[0].remove(at: 0)
        host.recorder.sections[1].insert(item, at: 1)
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        host.layOut()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1)) === moving)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
        #expect(host.visibleTitles == ["0.1", "0.2", "0.3", "1.0", "0.0", "1.1"])
    }

    @Test func sectionsAreInsertedDeletedAndMoved() {
        let host = host([2, 2, 2])
        let table = host.tableView
        host.recorder.sections.remove(at: 0)
        host.recorder.sections.insert(["x"], at: 2)
        table.beginUpdates()
        table.deleteSections(IndexSet(integer: 0), with: .fade)
        table.insertSections(IndexSet(integer: 2), with: .fade)
        table.endUpdates()
        host.layOut()
        #expect(table.numberOfSections == 3 && table.numberOfRows(inSection: 2) == 1)
        #expect(host.visibleTitles == ["1.0", "1.1", "2.0", "2.1", "x"])
        host.recorder.sections.swapAt(0, 1)
        table.moveSection(0, toSection: 1)
        host.layOut()
        #expect(host.visibleTitles == ["2.0", "2.1", "1.0", "1.1", "x"])
    }

    @Test func aBatchThatDoesNotAddUpIsReportedInUIKitsWordsAndReloads() {
        let host = host([3])
        let table = host.tableView
        host.recorder.sections[0].append("extra")
        let reports = recordMisuseReports {
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        #expect(reports.map(\.message) == ["Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."])
        host.layOut()
        #expect(table.numberOfRows(inSection: 0) == 4 && host.visibleTitles == ["0.0", "0.1", "0.2", "extra"])
        host.recorder.sections.append([])
        let sectionReports = recordMisuseReports { table.insertSections(IndexSet([1, 2]), with: .none) }
        #expect(sectionReports.first?.message.hasPrefix("Invalid update: invalid number of sections.") == true)
    }

    @Test func rowsThatBecomeLastInASectionRoundTheirCorners() {
        let host = TableHost(style: .insetGrouped, sections: numberedRows([3])) { table, _ in table.rowHeight = 44 }
        host.recorder.sections[0].removeLast()
        host.tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        host.layOut()
        let last = host.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner] && last.separatorView.isHidden)
    }

    @Test func movesOutsideTheTableAreReportedNotFollowed() {
        let host = host([3])
        let reports = recordMisuseReports {
            host.tableView.moveRow(at: IndexPath(row: 7, section: 0), to: IndexPath(row: 0, section: 0))
        }
        #expect(reports.count == 1 && host.tableView.numberOfRows(inSection: 0) == 3)
    }

    @Test func reloadSectionsAsksForTheSectionsCellsAgain() {
        let host = host([2, 2])
        let table = host.tableView
        let kept = table.cellForRow(at: IndexPath(row: 0, section: 0))
        host.recorder.sections[1] = ["a", "b", "c"]
        table.reloadSections(IndexSet(integer: 1), with: .fade)
        host.layOut()
        #expect(host.visibleTitles == ["0.0", "0.1", "a", "b", "c"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === kept, "other sections keep their cells")
    }

    @Test func aDiffableTableIsFreedWithItsDataSource() {
        weak var weakTable: UITableView?
        weak var weakSource: UITableViewDiffableDataSource<Section, Int>?
        weak var weakCell: UITableViewCell?
        do {
            let table = makeTable()
            let dataSource = UITableViewDiffableDataSource<Section, Int>(tableView: table, cellProvider: Self.textCell)
            let host = show(table, with: dataSource)
            var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
            snapshot.appendSections([.main])
            snapshot.appendItems(Array(0..<50))
            dataSource.apply(snapshot, animatingDifferences: false)
            host.layOut()
            snapshot.deleteItems([0, 1, 2])
            dataSource.apply(snapshot, animatingDifferences: true)
            host.layOut()
            (weakTable, weakSource, weakCell) = (table, dataSource, table.visibleCells.first)
            table.removeFromSuperview()
            host.window.isHidden = true
            host.window.rootViewController = nil
        }
        ManualClock.install().advance(by: 1)
        ManualClock.uninstall()
        #expect(weakSource == nil && weakTable == nil && weakCell == nil)
    }

    @Test func reloadRowsAsksForANewCellAndHeight() {
        let host = host([3])
        let table = host.tableView
        host.recorder.sections[0][1] = "changed"
        host.recorder.fixedHeight = 60
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        host.layOut()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "changed")
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44, "rows not reloaded keep their heights")
    }

    @Test func animatedUpdatesMoveRowsAndCallTheCompletionWhenDone() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let host = host([4])
        let table = host.tableView
        let last = table.cellForRow(at: IndexPath(row: 3, section: 0))!
        host.recorder.sections[0].remove(at: 0)
        var finished: Bool?
        table.performBatchUpdates({ table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }, completion: { finished = $0 })
        #expect(last.frame.minY == 88, "the model is final at once")
        #expect(finished == nil)
        clock.advance(by: 0.15)
        host.window.runUpdateCycle()
        let midway = last.layer.presentation()?.frame.minY ?? 0
        #expect(midway > 88 && midway < 132, "the row glides up")
        clock.advance(by: 0.3)
        host.window.runUpdateCycle()
        #expect(finished == true)
        #expect(table.subviews.filter { $0 is UITableViewCell }.count == 3, "the deleted row's cell faded out and left")
    }

    // MARK: Diffable

    private enum Section: Hashable, Sendable { case main, other }

    /// A plain table of 44-point rows with `CountingCell` registered as "cell".
    private func makeTable() -> UITableView {
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = 44
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        return table
    }

    /// A cell showing the item as its text.
    private static func textCell<Item>(_ table: UITableView, _ indexPath: IndexPath, _ item: Item) -> UITableViewCell? {
        let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "\(item)"
        return cell
    }

    /// Shows the table in a window with `dataSource` as its only source of rows.
    private func show(_ table: UITableView, with dataSource: any UITableViewDataSource) -> TableHost {
        let host = TableHost(sections: [], tableView: table)
        table.dataSource = dataSource
        table.delegate = nil
        return host
    }

    @Test func diffableApplyPerformsTheMinimalBatch() {
        let table = makeTable()
        var provided: [Int] = []
        let dataSource = UITableViewDiffableDataSource<Section, Int>(tableView: table) { table, indexPath, item in
            provided.append(item)
            return Self.textCell(table, indexPath, item)
        }
        let host = show(table, with: dataSource)
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<8))
        dataSource.apply(snapshot, animatingDifferences: false)
        host.layOut()
        #expect(host.visibleTitles == (0..<8).map(String.init))
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 3, section: 0)) == 3 && dataSource.indexPath(for: 5) == IndexPath(row: 5, section: 0))
        let cellOf7 = table.cellForRow(at: IndexPath(row: 7, section: 0))
        provided = []
        snapshot.moveItem(7, beforeItem: 0)
        snapshot.deleteItems([3])
        snapshot.appendSections([.other])
        snapshot.appendItems([100], toSection: .other)
        dataSource.apply(snapshot, animatingDifferences: false)
        host.layOut()
        #expect(host.visibleTitles == ["7", "0", "1", "2", "4", "5", "6", "100"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellOf7, "a moved item keeps its cell")
        #expect(provided == [100], "only the new item's cell is asked for")
        #expect(dataSource.snapshot().itemIdentifiers == [7, 0, 1, 2, 4, 5, 6, 100])
        snapshot.reconfigureItems([1])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(provided == [100, 1] && table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "1")
    }

    @Test func aSubclassedDiffableDataSourceGivesTitlesAndEdits() {
        final class EditableSource: UITableViewDiffableDataSource<Section, String> {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Birds" }
            override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
            override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
                var snapshot = snapshot()
                snapshot.deleteItems([item])
                apply(snapshot)
            }
        }
        let table = makeTable()
        let dataSource = EditableSource(tableView: table, cellProvider: Self.textCell)
        let host = show(table, with: dataSource)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Robin", "Wren", "Finch"])
        dataSource.apply(snapshot, animatingDifferences: false)
        host.layOut()
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Birds")
        dataSource.tableView(table, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
        host.layOut()
        #expect(host.visibleTitles == ["Robin", "Finch"])
    }

    @Test func applyingTenThousandItemsThatMoveAThousandIsOneBatch() {
        let table = makeTable()
        let dataSource = UITableViewDiffableDataSource<Section, Int>(tableView: table, cellProvider: Self.textCell)
        let host = show(table, with: dataSource)
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<10_000))
        dataSource.apply(snapshot, animatingDifferences: false)
        host.layOut()
        for item in stride(from: 0, to: 10_000, by: 10) { snapshot.moveItem(item, afterItem: 9_999) }
        let reports = recordMisuseReports {
            dataSource.apply(snapshot, animatingDifferences: false)
            host.layOut()
        }
        #expect(reports.isEmpty)
        #expect(host.visibleTitles.first == "1" && table.numberOfRows(inSection: 0) == 10_000)
    }
}
