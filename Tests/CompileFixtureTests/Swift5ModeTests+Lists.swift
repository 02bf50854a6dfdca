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
}
