import Foundation
import IOSStyleSwift6
import Testing
import UIKit
import UIKitTesting

/// Table view code written for iOS, built in Swift 6 mode, runs as it does there.
@MainActor @Suite struct Swift6ModeTableTests {
    @Test func aTableViewControllerSubclassShowsSelectsAndDeletes() throws {
        let controller = BirdListViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.rootViewController = controller
        window.isHidden = false
        window.runUpdateCycle()
        controller.tableView.layoutIfNeeded()
        let cells = try #require(controller.tableView.visibleCells as? [BirdCell])
        #expect(cells.map(\.nameLabel.text) == ["Robin", "Wren", "Finch"])
        #expect(cells.allSatisfy { $0.frame.height > 40 && $0.accessoryType == .disclosureIndicator }, "self-sized rows")
        window.tap(cells[1])
        #expect(controller.chosen == "Wren")
        controller.tableView(controller.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        controller.tableView.layoutIfNeeded()
        #expect(controller.tableView.numberOfRows(inSection: 0) == 2)
        #expect((controller.tableView.headerView(forSection: 0) as? SectionHeader)?.titleLabel.text == "Birds")
    }

    @Test func aSubclassedDiffableDataSourceGivesTitles() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
        let dataSource = makeBirdsDataSource(for: tableView)
        #expect(dataSource.snapshot().numberOfItems == 3)
        #expect(dataSource.tableView(tableView, titleForHeaderInSection: 1) == "Coast")
        tableView.layoutIfNeeded()
        #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["Robin", "Wren", "Gull"])
    }
}
