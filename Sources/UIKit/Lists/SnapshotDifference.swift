import Foundation

/// What changed between two snapshots, as one batch update a table or collection view can perform.
///
/// The coordinates follow `performBatchUpdates`: deletions (and the sources of moves) are index paths in the old
/// snapshot, insertions (and the destinations of moves) index paths in the new one; items neither deleted, inserted
/// nor moved keep their order within their section and fill the remaining places. A section's items move with it.
/// An item leaving a deleted section or entering an inserted one is deleted and inserted, never moved, as batch
/// updates forbid such moves.
///
/// Moves are few: within sections and among sections, what stays is a longest increasing subsequence of the old
/// positions, so moving one item of thousands reports one move.
///
/// Reloaded and reconfigured items and reloaded sections are those the new snapshot marks and the old one holds,
/// at their new positions; a list updates them after the batch.
package struct SnapshotDifference: Equatable, Sendable {
    package var deletedSections = IndexSet()
    package var insertedSections = IndexSet()
    package var movedSections: [Move<Int>] = []
    package var reloadedSections = IndexSet()
    package var deletedItems: [IndexPath] = []
    package var insertedItems: [IndexPath] = []
    package var movedItems: [Move<IndexPath>] = []
    package var reloadedItems: [IndexPath] = []
    package var reconfiguredItems: [IndexPath] = []

    package init() {}

    /// The batch update that turns `old` into `new`.
    ///
    /// - Complexity: O(*n* log *n*) for *n* items and sections, all but the longest-increasing-subsequence passes
    ///   linear.
    package init<Section: Hashable & Sendable, Item: Hashable & Sendable>(from old: NSDiffableDataSourceSnapshot<Section, Item>,
                                                                          to new: NSDiffableDataSourceSnapshot<Section, Item>) {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        var keptSectionOldIndexes: [Int] = []
        var newSectionIndexOfOld = [Int?](repeating: nil, count: oldSections.count)
        for (newIndex, section) in newSections.enumerated() {
            if let oldIndex = old.indexOfSection(section) {
                keptSectionOldIndexes.append(oldIndex)
                newSectionIndexOfOld[oldIndex] = newIndex
            } else {
                insertedSections.insert(newIndex)
            }
        }
        for (oldIndex, newIndex) in newSectionIndexOfOld.enumerated() where newIndex == nil { deletedSections.insert(oldIndex) }
        let staying = Set(longestIncreasingSubsequence(keptSectionOldIndexes))
        for oldIndex in keptSectionOldIndexes where !staying.contains(oldIndex) {
            movedSections.append(Move(from: oldIndex, to: newSectionIndexOfOld[oldIndex]!))
        }

        // Items that stay in a surviving section, in new order, with their old positions: the input to the
        // subsequence pass that decides which of them move.
        var keptItems: [(old: IndexPath, new: IndexPath)] = []
        for (newSection, section) in newSections.enumerated() {
            let sectionIsNew = insertedSections.contains(newSection)
            for (newIndex, item) in new.itemIdentifiers(inSection: section).enumerated() {
                let newPath = IndexPath(item: newIndex, section: newSection)
                guard let oldPath = old.indexPath(of: item) else {
                    insertedItems.append(newPath)
                    continue
                }
                if sectionIsNew || deletedSections.contains(oldPath.section) {
                    deletedItems.append(oldPath)
                    insertedItems.append(newPath)
                } else if oldSections[oldPath.section] != section {
                    movedItems.append(Move(from: oldPath, to: newPath))
                } else {
                    keptItems.append((oldPath, newPath))
                }
            }
        }
        for (oldSection, section) in oldSections.enumerated() {
            for (oldIndex, item) in old.itemIdentifiers(inSection: section).enumerated() where new.indexOfItem(item) == nil {
                deletedItems.append(IndexPath(item: oldIndex, section: oldSection))
            }
        }
        var start = 0
        while start < keptItems.count {
            var end = start
            while end < keptItems.count, keptItems[end].new.section == keptItems[start].new.section { end += 1 }
            let run = keptItems[start..<end]
            let staying = Set(longestIncreasingSubsequence(run.map(\.old.item)))
            for pair in run where !staying.contains(pair.old.item) { movedItems.append(Move(from: pair.old, to: pair.new)) }
            start = end
        }
        deletedItems.sort()
        insertedItems.sort()

        reloadedSections = IndexSet(new.reloadedSectionIdentifiers.compactMap { section in
            old.indexOfSection(section).flatMap { _ in new.indexOfSection(section) }
        })
        reloadedItems = Self.keptPaths(of: new.reloadedItemIdentifiers, from: old, to: new)
        reconfiguredItems = Self.keptPaths(of: new.reconfiguredItemIdentifiers, from: old, to: new)
    }

    /// Whether the update changes nothing.
    package var isEmpty: Bool { self == SnapshotDifference() }

    private static func keptPaths<Section: Hashable & Sendable, Item: Hashable & Sendable>(
        of items: [Item], from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>
    ) -> [IndexPath] {
        items.compactMap { old.indexOfItem($0) == nil ? nil : new.indexPath(of: $0) }.sorted()
    }
}

/// The values of one longest strictly increasing subsequence (patience sorting), for which elements can stay put.
private func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
    var tailIndexes: [Int] = [], previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
        var low = 0, high = tailIndexes.count
        while low < high {
            let middle = (low + high) / 2
            if values[tailIndexes[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[index] = tailIndexes[low - 1] }
        if low == tailIndexes.count { tailIndexes.append(index) } else { tailIndexes[low] = index }
    }
    var result: [Int] = [], index = tailIndexes.last ?? -1
    while index >= 0 {
        result.append(values[index])
        index = previous[index]
    }
    return result.reversed()
}
