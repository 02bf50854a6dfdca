import Foundation
@preconcurrency import IOSStyleSwift5
import Testing
import UIKit

/// Swift 5 list code, its identifiers not marked Sendable as Swift 5 apps leave them: snapshots built on a
/// background task, outlines, and row configurations that follow a cell's selection.
@MainActor @Suite struct Swift5ModeListTests {
    @Test func snapshotsBuiltOffTheMainActorKeepTheirOrder() async {
        let wifi = SettingRow(title: "Wi-Fi", value: "Home"), dark = SettingRow(title: "Dark Mode")
        let snapshot = await Task.detached { makeSettingsSnapshot(rows: [.display: [dark], .network: [wifi]]) }.value
        #expect(snapshot.sectionIdentifiers == [.network, .display])
        #expect(snapshot.itemIdentifiers == [wifi, dark] && snapshot.indexOfItem(dark) == 1)
        #expect(snapshot.sectionIdentifier(containingItem: wifi) == .network)
    }

    @Test func outlinesShowExpandedChildren() {
        let outline = makeFolderOutline()
        #expect(outline.visibleItems == ["Mailboxes", "Inbox", "Sent", "Smart"] && outline.level(of: "Sent") == 1)
    }

    @Test func rowsTakeTheirConfigurationAndState() throws {
        let row = SettingRowView(row: SettingRow(title: "Wi-Fi", value: "Home"))
        let content = try #require(row.contentView.configuration as? UIListContentConfiguration)
        #expect(content.text == "Wi-Fi" && content.secondaryText == "Home" && content.prefersSideBySideTextAndSecondaryText)
        row.show(selected: true)
        #expect(row.backgroundColor?.cgColor.alpha == 0.9)
    }
    @Test func aTableCellSubclassHearsEachUpdateRequestAndDrawsItsState() throws {
        let cell = MessageCell(style: .default, reuseIdentifier: "message")
        let before = cell.updateRequests
        cell.isUnread = true
        #expect(cell.updateRequests == before + 1)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.textProperties.font.pointSize == 17 && cell.backgroundConfiguration != nil)
        #expect(makeContactRow(name: "Ada", isAvailable: false).alpha == 0.5)
    }
}
