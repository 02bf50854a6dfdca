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

    /// Random edits made to a snapshot and to plain arrays agree, and every index the snapshot keeps answers as a
    /// walk over the arrays would.
    @Test func randomEditsAgreeWithPlainArrays() {
        var random = SplitMix64(seed: 2026)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>(), model: [(section: Int, items: [Int])] = []
        var fresh = 0
        func next() -> Int { fresh += 1; return fresh }
        for step in 0..<2_000 {
            let items = model.flatMap(\.items)
            switch Int.random(in: 0..<9, using: &random) {
            case 0:
                let section = next()
                snapshot.appendSections([section])
                model.append((section, []))
            case 1 where !model.isEmpty:
                let index = Int.random(in: 0..<model.count, using: &random), section = next()
                snapshot.insertSections([section], beforeSection: model[index].section)
                model.insert((section, []), at: index)
            case 2 where !model.isEmpty:
                let index = Int.random(in: 0..<model.count, using: &random), added = [next(), next()]
                snapshot.appendItems(added, toSection: model[index].section)
                model[index].items += added
            case 3 where !items.isEmpty:
                let anchor = items.randomElement(using: &random)!, added = next()
                snapshot.insertItems([added], afterItem: anchor)
                let section = model.firstIndex { $0.items.contains(anchor) }!
                model[section].items.insert(added, at: model[section].items.firstIndex(of: anchor)! + 1)
            case 4 where !items.isEmpty:
                let doomed = Set((0..<2).map { _ in items.randomElement(using: &random)! })
                snapshot.deleteItems(Array(doomed))
                for index in model.indices { model[index].items.removeAll { doomed.contains($0) } }
            case 5 where items.count > 1:
                let item = items.randomElement(using: &random)!, anchor = items.randomElement(using: &random)!
                guard item != anchor else { break }
                snapshot.moveItem(item, beforeItem: anchor)
                for index in model.indices { model[index].items.removeAll { $0 == item } }
                let section = model.firstIndex { $0.items.contains(anchor) }!
                model[section].items.insert(item, at: model[section].items.firstIndex(of: anchor)!)
            case 6 where model.count > 1:
                let from = Int.random(in: 0..<model.count, using: &random), to = Int.random(in: 0..<model.count, using: &random)
                guard from != to else { break }
                let (moving, anchor) = (model[from], model[to].section)
                snapshot.moveSection(moving.section, afterSection: anchor)
                model.remove(at: from)
                model.insert(moving, at: model.firstIndex { $0.section == anchor }! + 1)
            case 7 where !model.isEmpty && Int.random(in: 0..<8, using: &random) == 0:
                let index = Int.random(in: 0..<model.count, using: &random)
                snapshot.deleteSections([model[index].section])
                model.remove(at: index)
            default:
                break
            }
            let flat = model.flatMap(\.items)
            guard snapshot.sectionIdentifiers == model.map(\.section), snapshot.itemIdentifiers == flat,
                  model.allSatisfy({ snapshot.itemIdentifiers(inSection: $0.section) == $0.items }),
                  flat.enumerated().allSatisfy({ snapshot.indexOfItem($0.element) == $0.offset }),
                  model.enumerated().allSatisfy({ section in
                      snapshot.indexOfSection(section.element.section) == section.offset
                          && section.element.items.allSatisfy { snapshot.sectionIdentifier(containingItem: $0) == section.element.section }
                  }) else {
                Issue.record("the snapshot and the arrays disagree after step \(step)")
                return
            }
        }
        #expect(snapshot.numberOfItems == model.flatMap(\.items).count && snapshot.numberOfItems > 100, "\(snapshot.numberOfItems) items at the end")
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
