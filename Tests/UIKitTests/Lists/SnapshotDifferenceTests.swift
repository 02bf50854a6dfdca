import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// The difference between two snapshots is a valid batch update: performed on the old list the way a table view
/// performs one, it gives the new list, and it moves only what it must.
@MainActor @Suite(.serialized) struct SnapshotDifferenceTests {
    private typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

    private struct InvalidUpdate: Error, CustomStringConvertible {
        let description: String
    }

    private func snapshot(_ sections: KeyValuePairs<Int, [Int]>) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    /// Performs `update` on `old` as `performBatchUpdates` does, checking what a table view checks, and returns
    /// the sections (identifier and items) it ends with. Inserted sections and items take their identifiers from
    /// `new`, as a table view asks its data source for them.
    private func perform(_ update: SnapshotDifference, on old: Snapshot, asking new: Snapshot) throws -> [(Int, [Int])] {
        let oldSections = old.sectionIdentifiers.map { ($0, old.itemIdentifiers(inSection: $0)) }
        let newSectionCount = oldSections.count - update.deletedSections.count + update.insertedSections.count
        let movedSectionSources = Set(update.movedSections.map(\.from))
        let movedSectionTargets = Set(update.movedSections.map(\.to))
        guard movedSectionSources.count == update.movedSections.count, movedSectionTargets.count == update.movedSections.count,
              movedSectionSources.isDisjoint(with: update.deletedSections), movedSectionTargets.isDisjoint(with: update.insertedSections),
              update.deletedSections.allSatisfy({ $0 < oldSections.count }), update.insertedSections.allSatisfy({ $0 < newSectionCount }),
              movedSectionTargets.allSatisfy({ $0 < newSectionCount }) else {
            throw InvalidUpdate(description: "bad section update \(update)")
        }
        // Where each new section comes from: an old section (moved, or kept in order) or nothing (inserted).
        var origin = [Int?](repeating: nil, count: newSectionCount)
        for move in update.movedSections { origin[move.to] = move.from }
        var unmentioned = (0..<oldSections.count).filter { !update.deletedSections.contains($0) && !movedSectionSources.contains($0) }[...]
        for index in 0..<newSectionCount where origin[index] == nil && !update.insertedSections.contains(index) {
            guard let next = unmentioned.popFirst() else { throw InvalidUpdate(description: "section counts do not add up") }
            origin[index] = next
        }
        guard unmentioned.isEmpty else { throw InvalidUpdate(description: "sections left over") }

        let leaving = update.deletedItems + update.movedItems.map(\.from)
        guard Set(leaving).count == leaving.count else { throw InvalidUpdate(description: "an item is deleted or moved twice") }
        for path in leaving {
            guard path.section < oldSections.count, path.item < oldSections[path.section].1.count else {
                throw InvalidUpdate(description: "\(path) is not in the old list")
            }
        }
        for move in update.movedItems where update.deletedSections.contains(move.from.section) || update.insertedSections.contains(move.to.section) {
            throw InvalidUpdate(description: "move \(move) leaves a deleted section or enters an inserted one")
        }
        let leavingSet = Set(leaving)
        var arriving: [IndexPath: Int] = [:]
        for path in update.insertedItems {
            guard let item = new.itemIdentifier(at: path), arriving.updateValue(item, forKey: path) == nil else {
                throw InvalidUpdate(description: "bad insertion at \(path)")
            }
        }
        for move in update.movedItems {
            guard arriving.updateValue(oldSections[move.from.section].1[move.from.item], forKey: move.to) == nil else {
                throw InvalidUpdate(description: "two items arrive at \(move.to)")
            }
        }
        var result: [(Int, [Int])] = []
        for (newSection, from) in origin.enumerated() {
            let staying = from.map { section in
                oldSections[section].1.indices.filter { !leavingSet.contains(IndexPath(item: $0, section: section)) }
                    .map { oldSections[section].1[$0] }
            } ?? []
            let arrivals = arriving.filter { $0.key.section == newSection }
            var items: [Int] = [], rest = staying[...]
            for index in 0..<(staying.count + arrivals.count) {
                if let item = arrivals[IndexPath(item: index, section: newSection)] {
                    items.append(item)
                } else if let item = rest.popFirst() {
                    items.append(item)
                } else {
                    throw InvalidUpdate(description: "section \(newSection) has a gap at \(index)")
                }
            }
            let identifier = from.map { oldSections[$0].0 } ?? new.sectionIdentifiers[newSection]
            result.append((identifier, items))
        }
        return result
    }

    private func expectReproduces(_ old: Snapshot, _ new: Snapshot, sourceLocation: SourceLocation = #_sourceLocation) throws -> SnapshotDifference {
        let update = SnapshotDifference(from: old, to: new)
        let result = try perform(update, on: old, asking: new)
        #expect(result.map(\.0) == new.sectionIdentifiers, sourceLocation: sourceLocation)
        #expect(result.map(\.1) == new.sectionIdentifiers.map { new.itemIdentifiers(inSection: $0) }, sourceLocation: sourceLocation)
        return update
    }

    @Test func equalSnapshotsDiffToNothing() throws {
        let list = snapshot([0: [1, 2, 3], 1: [4]])
        #expect(try expectReproduces(list, list).isEmpty)
    }

    @Test func insertionsAndDeletionsUseOldAndNewCoordinates() throws {
        let update = try expectReproduces(snapshot([0: [1, 2, 3], 1: [4, 5]]), snapshot([0: [1, 9, 3], 1: [5, 6, 7]]))
        #expect(update.deletedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1)])
        #expect(update.insertedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 1), IndexPath(item: 2, section: 1)])
        #expect(update.movedItems.isEmpty && update.movedSections.isEmpty)
    }

    @Test func movingOneItemIsOneMove() throws {
        let old = snapshot([0: Array(0..<100)])
        var new = old
        new.moveItem(3, afterItem: 90)
        let update = try expectReproduces(old, new)
        #expect(update.movedItems == [SnapshotDifference.Move(from: IndexPath(item: 3, section: 0), to: IndexPath(item: 90, section: 0))])
        #expect(update.insertedItems.isEmpty && update.deletedItems.isEmpty)
    }

    @Test func theReplayCatchesAnUpdateThatLeavesAMoveOut() throws {
        let old = snapshot([0: [1, 2, 3]]), new = snapshot([0: [3, 1, 2]])
        var update = SnapshotDifference(from: old, to: new)
        #expect(update.movedItems.count == 1)
        update.movedItems.removeAll()
        #expect(try perform(update, on: old, asking: new).map(\.1) == [[1, 2, 3]])
        update.insertedItems = [IndexPath(item: 3, section: 0)]
        #expect(throws: InvalidUpdate.self) { try perform(update, on: old, asking: new) }
    }

    @Test func itemsChangingSectionMoveAndSectionsReorderWithFewMoves() throws {
        let update = try expectReproduces(snapshot([0: [1, 2], 1: [3, 4], 2: [5]]), snapshot([2: [5, 1], 0: [2], 1: [3, 4]]))
        #expect(update.movedSections == [SnapshotDifference.Move(from: 2, to: 0)])
        #expect(update.movedItems == [SnapshotDifference.Move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))])
    }

    @Test func itemsOfDeletedOrInsertedSectionsAreDeletedAndInsertedNotMoved() throws {
        let update = try expectReproduces(snapshot([0: [1, 2], 1: [3]]), snapshot([1: [3, 1], 7: [2]]))
        #expect(update.deletedSections == [0] && update.insertedSections == [1])
        #expect(update.movedItems.isEmpty)
        #expect(update.deletedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(update.insertedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1)])
    }

    @Test func reloadsAndReconfiguresAreAtNewPositionsOfKeptItems() throws {
        let old = snapshot([0: [1, 2, 3], 1: [4]])
        var new = snapshot([1: [4], 0: [3, 2, 8]])
        new.reloadItems([2, 8])
        new.reconfigureItems([4])
        new.reloadSections([0])
        let update = try expectReproduces(old, new)
        #expect(update.reloadedItems == [IndexPath(item: 1, section: 1)], "an inserted item is not reloaded")
        #expect(update.reconfiguredItems == [IndexPath(item: 0, section: 0)])
        #expect(update.reloadedSections == [1])
    }

    @Test func randomSnapshotPairsReproduce() throws {
        var random = SplitMix64(seed: 18)
        for round in 0..<300 {
            let old = randomSnapshot(using: &random)
            var new = old
            mutate(&new, times: Int.random(in: 0...12, using: &random), using: &random)
            let update = try expectReproduces(old, new)
            let moved = update.movedItems.count
            #expect(moved <= old.numberOfItems, "round \(round)")
        }
    }

    /// Reorderings of one section: the items that stay are a longest increasing subsequence, found here by the
    /// quadratic textbook method, so the moves are as few as can be.
    @Test func permutationsMoveAllButALongestIncreasingRun() throws {
        var random = SplitMix64(seed: 99)
        for _ in 0..<200 {
            let count = Int.random(in: 0...30, using: &random)
            let order = Array(0..<count).shuffled(using: &random)
            let update = try expectReproduces(snapshot([0: Array(0..<count)]), snapshot([0: order]))
            var longest = [Int](repeating: 1, count: count)
            for i in 0..<count {
                for j in 0..<i where order[j] < order[i] { longest[i] = max(longest[i], longest[j] + 1) }
            }
            #expect(update.movedItems.count == count - (longest.max() ?? 0), "\(order)")
        }
    }

    @Test func sectionReorderingsMoveAllButALongestIncreasingRun() throws {
        let old = snapshot([0: [0], 1: [1], 2: [2], 3: [3], 4: [4]])
        let update = try expectReproduces(old, snapshot([3: [3], 0: [0], 1: [1], 4: [4], 2: [2]]))
        #expect(update.movedSections.count == 2 && update.movedSections.contains(SnapshotDifference.Move(from: 3, to: 0)),
                "3 moves to the front, and either 2 or 4 moves past the other")
        #expect(update.movedItems.isEmpty, "items move with their sections")
    }

    @Test func movingAThousandOfTenThousandReportsAboutAThousandMovesQuickly() throws {
        let old = snapshot([0: Array(0..<5_000), 1: Array(5_000..<10_000)])
        var new = old
        var random = SplitMix64(seed: 7)
        var moving = Set<Int>()
        while moving.count < 1_000 { moving.insert(Int.random(in: 0..<10_000, using: &random)) }
        for item in moving.sorted() {
            var target = Int.random(in: 0..<10_000, using: &random)
            while moving.contains(target) { target = Int.random(in: 0..<10_000, using: &random) }
            new.moveItem(item, beforeItem: target)
        }
        let start = Date()
        let update = SnapshotDifference(from: old, to: new)
        let seconds = Date().timeIntervalSince(start)
        #expect(seconds < 0.5, "took \(seconds) s")
        #expect(try expectReproduces(old, new) == update)
        #expect(update.movedItems.count <= 1_000 && update.movedItems.count > 900, "\(update.movedItems.count) moves")
        #expect(update.insertedItems.isEmpty && update.deletedItems.isEmpty)
    }

    private func randomSnapshot(using random: inout SplitMix64) -> Snapshot {
        var snapshot = Snapshot()
        var nextItem = 0
        for section in 0..<Int.random(in: 0...5, using: &random) {
            snapshot.appendSections([section])
            let count = Int.random(in: 0...8, using: &random)
            snapshot.appendItems(Array(nextItem..<nextItem + count), toSection: section)
            nextItem += count
        }
        return snapshot
    }

    /// Random edits with fresh identifiers above any the snapshot holds.
    private func mutate(_ snapshot: inout Snapshot, times: Int, using random: inout SplitMix64) {
        var fresh = 1_000
        for _ in 0..<times {
            let items = snapshot.itemIdentifiers, sections = snapshot.sectionIdentifiers
            switch Int.random(in: 0..<7, using: &random) {
            case 0 where !sections.isEmpty:
                snapshot.appendItems([fresh, fresh + 1], toSection: sections.randomElement(using: &random)!)
                fresh += 2
            case 1 where !items.isEmpty:
                snapshot.deleteItems([items.randomElement(using: &random)!])
            case 2 where items.count > 1:
                let item = items.randomElement(using: &random)!, target = items.randomElement(using: &random)!
                snapshot.moveItem(item, afterItem: target)
            case 3:
                snapshot.appendSections([fresh])
                snapshot.appendItems([fresh + 1], toSection: fresh)
                fresh += 2
            case 4 where !sections.isEmpty:
                snapshot.deleteSections([sections.randomElement(using: &random)!])
            case 5 where sections.count > 1:
                snapshot.moveSection(sections.randomElement(using: &random)!, beforeSection: sections.randomElement(using: &random)!)
            case 6 where !items.isEmpty:
                snapshot.insertItems([fresh], beforeItem: items.randomElement(using: &random)!)
                fresh += 1
            default:
                break
            }
        }
    }
}
