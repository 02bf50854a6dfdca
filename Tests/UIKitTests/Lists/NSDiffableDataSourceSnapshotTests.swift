import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Snapshots keep sections and items in the order given, answer lookups from their index maps, and report misuse
/// in UIKit's words instead of crashing.
@MainActor @Suite(.serialized) struct NSDiffableDataSourceSnapshotTests {
    private typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    private func sample() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b", "c"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([10, 11], toSection: "c")
        snapshot.appendItems([20])
        return snapshot
    }

    @Test func appendingBuildsSectionsAndItemsInOrder() {
        let snapshot = sample()
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 10, 11, 20], "items without a section go to the last one")
        #expect(snapshot.numberOfSections == 3 && snapshot.numberOfItems == 6)
        #expect(snapshot.numberOfItems(inSection: "b") == 0 && snapshot.numberOfItems(inSection: "c") == 3)
        #expect(snapshot.itemIdentifiers(inSection: "c") == [10, 11, 20])
        #expect(snapshot.sectionIdentifier(containingItem: 11) == "c")
        #expect(snapshot.sectionIdentifier(containingItem: 99) == nil)
        #expect(snapshot.indexOfItem(10) == 3 && snapshot.indexOfItem(3) == 2 && snapshot.indexOfItem(99) == nil)
        #expect(snapshot.indexOfSection("c") == 2 && snapshot.indexOfSection("z") == nil)
        #expect(snapshot.indexPath(of: 11) == IndexPath(item: 1, section: 2))
        #expect(snapshot.itemIdentifier(at: IndexPath(item: 2, section: 2)) == 20)
        #expect(snapshot.itemIdentifier(at: IndexPath(item: 0, section: 1)) == nil)
    }

    @Test func insertingAndMovingItemsKeepsIndexesRight() {
        var snapshot = sample()
        snapshot.insertItems([4, 5], beforeItem: 2)
        snapshot.insertItems([6], afterItem: 20)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 4, 5, 2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "c") == [10, 11, 20, 6])
        snapshot.moveItem(1, afterItem: 3)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [4, 5, 2, 3, 1])
        snapshot.moveItem(10, beforeItem: 5)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [4, 10, 5, 2, 3, 1])
        #expect(snapshot.itemIdentifiers(inSection: "c") == [11, 20, 6])
        snapshot.moveItem(4, afterItem: 6)
        #expect(snapshot.itemIdentifiers == [10, 5, 2, 3, 1, 11, 20, 6, 4])
        for (index, item) in snapshot.itemIdentifiers.enumerated() {
            #expect(snapshot.indexOfItem(item) == index, "index of \(item)")
        }
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "c" && snapshot.sectionIdentifier(containingItem: 10) == "a")
    }

    @Test func deletingItemsAndSections() {
        var snapshot = sample()
        snapshot.deleteItems([2, 11, 99])
        #expect(snapshot.itemIdentifiers == [1, 3, 10, 20] && snapshot.numberOfItems == 4)
        #expect(snapshot.indexOfItem(20) == 3 && snapshot.indexOfItem(2) == nil)
        snapshot.deleteSections(["a"])
        #expect(snapshot.sectionIdentifiers == ["b", "c"] && snapshot.itemIdentifiers == [10, 20])
        #expect(snapshot.indexOfSection("c") == 1 && snapshot.indexOfItem(10) == 0 && snapshot.indexOfItem(1) == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0 && snapshot.itemIdentifiers.isEmpty)
    }

    @Test func insertingAndMovingSectionsCarriesTheirItems() {
        var snapshot = sample()
        snapshot.insertSections(["x"], beforeSection: "a")
        snapshot.insertSections(["y", "z"], afterSection: "b")
        #expect(snapshot.sectionIdentifiers == ["x", "a", "b", "y", "z", "c"])
        #expect(snapshot.indexOfItem(10) == 3 && snapshot.indexPath(of: 10) == IndexPath(item: 0, section: 5))
        snapshot.moveSection("c", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["x", "c", "a", "b", "y", "z"])
        #expect(snapshot.itemIdentifiers == [10, 11, 20, 1, 2, 3])
        snapshot.moveSection("x", afterSection: "z")
        #expect(snapshot.sectionIdentifiers == ["c", "a", "b", "y", "z", "x"])
        #expect(snapshot.indexOfSection("x") == 5 && snapshot.indexOfSection("c") == 0 && snapshot.indexOfItem(1) == 3)
        snapshot.appendItems([7])
        #expect(snapshot.itemIdentifiers(inSection: "x") == [7] && snapshot.indexOfItem(7) == 6)
    }

    @Test func reloadsAndReconfiguresAreRememberedInOrderOnce() {
        var snapshot = sample()
        snapshot.reloadItems([3, 1, 3])
        snapshot.reconfigureItems([20])
        snapshot.reloadSections(["c"])
        #expect(snapshot.reloadedItemIdentifiers == [3, 1])
        #expect(snapshot.reconfiguredItemIdentifiers == [20])
        #expect(snapshot.reloadedSectionIdentifiers == ["c"])
        snapshot.deleteItems([3])
        snapshot.deleteSections(["c"])
        #expect(snapshot.reloadedItemIdentifiers == [1], "a deleted item is no longer reloaded")
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty && snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    @Test func duplicateIdentifiersAreReportedAndLeftOut() {
        var snapshot = sample()
        let reports = recordMisuseReports {
            snapshot.appendItems([30, 1, 30, 31], toSection: "b")
            snapshot.appendSections(["d", "a"])
        }
        #expect(reports.map(\.message) == [
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(1, 30)}",
            "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(a)}",
        ])
        #expect(reports.allSatisfy { $0.exceptionName == "NSInternalInconsistencyException" })
        #expect(snapshot.itemIdentifiers(inSection: "b") == [30, 31] && snapshot.indexOfItem(1) == 0)
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c", "d"])
    }

    @Test func missingSectionsAndItemsAreReported() {
        var empty = Snapshot()
        var snapshot = sample()
        let reports = recordMisuseReports {
            empty.appendItems([1])
            snapshot.insertItems([40], beforeItem: 99)
            snapshot.moveItem(1, afterItem: 99)
            snapshot.reloadItems([99])
            _ = snapshot.itemIdentifiers(inSection: "q")
            snapshot.moveSection("a", beforeSection: "q")
        }
        #expect(reports.count == 6 && reports.allSatisfy(\.raisesOnIOS))
        #expect(reports.first?.message == "There are currently no sections in the data source. Please add a section first.")
        #expect(reports[1].message.contains("insertItems(_:beforeItem:)") && reports[1].message.contains("99"))
        #expect(empty.numberOfItems == 0)
        #expect(snapshot.itemIdentifiers == sample().itemIdentifiers && snapshot.sectionIdentifiers == ["a", "b", "c"])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    }

    @Test func tenThousandItemsBuildAndLookUpQuickly() {
        let start = Date()
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems(Array(0..<5_000), toSection: "a")
        snapshot.appendItems(Array(5_000..<10_000), toSection: "b")
        #expect((0..<10_000).filter { snapshot.indexOfItem($0) != $0 }.isEmpty)
        for item in stride(from: 0, to: 200, by: 2) { snapshot.moveItem(item, afterItem: 9_999 - item) }
        snapshot.deleteItems(Array(0..<100))
        #expect(snapshot.numberOfItems == 9_900)
        #expect(Date().timeIntervalSince(start) < 1, "took \(Date().timeIntervalSince(start)) s")
    }
}
