import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Table views drawn headless, compared with reference PNGs: a plain table scrolled under its sticky header, and an
/// inset grouped one with titles, accessories and a selected row.
@MainActor @Suite(.serialized) struct TableViewSnapshotTests {
    private func render(_ host: TableHost, scale: CGFloat = 2) -> UIImage {
        host.window.screen = UIScreen(bounds: host.window.bounds, scale: scale)
        // Below the status bar, as a full-screen table is.
        host.tableView.contentInsetAdjustmentBehavior = .automatic
        host.layOut()
        return host.window.snapshotImage()
    }

    @Test func plainTableWithAStickyHeader() {
        let host = TableHost(sections: [(1...8).map { "Sparrow \($0)" }, (1...8).map { "Warbler \($0)" }],
                             size: CGSize(width: 320, height: 360)) { table, recorder in
            table.rowHeight = 44
            recorder.headerTitles = ["Sparrows", "Warblers"]
            recorder.configure = { cell, indexPath in
                cell.accessoryType = indexPath.row % 3 == 0 ? .disclosureIndicator : indexPath.row % 3 == 1 ? .checkmark : .detailButton
            }
        }
        host.tableView.contentInsetAdjustmentBehavior = .automatic
        host.layOut()
        host.tableView.contentOffset = CGPoint(x: 0, y: 120)
        let failure = verifySnapshot(of: render(host), named: "2x")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func insetGroupedTable() {
        let host = TableHost(style: .insetGrouped, sections: [["Airplane Mode", "Wi-Fi", "Bluetooth"], ["Notifications", "Sounds"]],
                             size: CGSize(width: 320, height: 400)) { table, recorder in
            table.rowHeight = 44
            recorder.headerTitles = ["Connections", "Alerts"]
            recorder.footerTitles = [nil, "Sounds play for new sightings."]
            recorder.configure = { cell, indexPath in
                cell.accessoryType = indexPath.section == 0 ? .disclosureIndicator : .none
            }
        }
        host.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        host.tableView.setEditing(false, animated: false)
        let failure = verifySnapshot(of: render(host), named: "2x")
        #expect(failure == nil, "\(failure ?? "")")
    }
}
