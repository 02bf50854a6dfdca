import Foundation

extension UICollectionView {
    /// The changes a batch update's block asked for: sections and items in the coordinates of `performBatchUpdates`
    /// (deletions, reloads and move sources before the update, insertions and move targets after it).
    package struct BatchUpdate {
        package var deletedSections = IndexSet()
        package var insertedSections = IndexSet()
        package var reloadedSections = IndexSet()
        package var movedSections: [(from: Int, to: Int)] = []
        package var deletedItems: [IndexPath] = []
        package var insertedItems: [IndexPath] = []
        package var reloadedItems: [IndexPath] = []
        package var movedItems: [(from: IndexPath, to: IndexPath)] = []

        package init() {}

        /// Where each old section goes, or nil when it is deleted; nil for the whole update when the counts do not
        /// add up, with the reason.
        package func sectionMap(oldCount: Int, newCount: Int) -> Result<[Int?], Invalid> {
            let movedFrom = Set(movedSections.map(\.from)), movedTo = Set(movedSections.map(\.to))
            guard deletedSections.allSatisfy({ $0 < oldCount }), movedFrom.allSatisfy({ $0 < oldCount }) else {
                return .failure(Invalid("attempt to delete or move a section that does not exist (there are only \(oldCount) sections before the update)"))
            }
            guard newCount == oldCount - deletedSections.count + insertedSections.count else {
                return .failure(Invalid("invalid number of sections. The number of sections contained in the collection view after the update (\(newCount)) must be equal to the number of sections contained in the collection view before the update (\(oldCount)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."))
            }
            var map = [Int?](repeating: nil, count: oldCount)
            for move in movedSections { map[move.from] = move.to }
            let fixed = insertedSections.union(IndexSet(movedTo))
            var free = (0..<newCount).lazy.filter { !fixed.contains($0) }.makeIterator()
            for old in 0..<oldCount where !deletedSections.contains(old) && !movedFrom.contains(old) {
                guard let slot = free.next() else { return .failure(Invalid("the sections inserted and moved do not fit in \(newCount) sections")) }
                map[old] = slot
            }
            return .success(map)
        }

        /// Where each old item goes (by old section, then item), or nil when it is deleted.
        package func itemMap(oldCounts: [Int], newCounts: [Int], sectionMap: [Int?]) -> Result<[[Int?]], Invalid> {
            var fixedByNewSection = [Set<Int>](repeating: [], count: newCounts.count)
            for path in insertedItems {
                guard newCounts.indices.contains(path.section), path.item < newCounts[path.section] else {
                    return .failure(Invalid("attempt to insert item \(path.item) into section \(path.section), but there are only \(newCounts.indices.contains(path.section) ? newCounts[path.section] : 0) items in section \(path.section) after the update"))
                }
                fixedByNewSection[path.section].insert(path.item)
            }
            var map = oldCounts.map { [Int?](repeating: nil, count: $0) }
            for move in movedItems {
                guard oldCounts.indices.contains(move.from.section), move.from.item < oldCounts[move.from.section],
                      newCounts.indices.contains(move.to.section), move.to.item < newCounts[move.to.section] else {
                    return .failure(Invalid("attempt to move index path (\(move.from)) to index path (\(move.to)) outside the items before or after the update"))
                }
                fixedByNewSection[move.to.section].insert(move.to.item)
                map[move.from.section][move.from.item] = move.to.item
            }
            var removed = oldCounts.map { _ in IndexSet() }
            for path in deletedItems {
                guard oldCounts.indices.contains(path.section), path.item < oldCounts[path.section] else {
                    return .failure(Invalid("attempt to delete item \(path.item) from section \(path.section) which only contains \(oldCounts.indices.contains(path.section) ? oldCounts[path.section] : 0) items before the update"))
                }
                removed[path.section].insert(path.item)
            }
            for move in movedItems { removed[move.from.section].insert(move.from.item) }
            var oldSectionForNew = [Int?](repeating: nil, count: newCounts.count)
            for (old, new) in sectionMap.enumerated() { if let new { oldSectionForNew[new] = old } }
            for (newSection, newCount) in newCounts.enumerated() {
                let fixed = fixedByNewSection[newSection]
                let old = oldSectionForNew[newSection]
                // An inserted section's items are all new.
                guard let old else { continue }
                let staying = (0..<oldCounts[old]).filter { !removed[old].contains($0) }
                guard newCount == staying.count + fixed.count else {
                    let oldCount = oldCounts[old]
                    let inserted = insertedItems.filter { $0.section == newSection }.count
                    let deleted = deletedItems.filter { $0.section == old }.count
                    let movedIn = movedItems.filter { $0.to.section == newSection }.count
                    let movedOut = movedItems.filter { $0.from.section == old }.count
                    return .failure(Invalid("invalid number of items in section \(newSection). The number of items contained in an existing section after the update (\(newCount)) must be equal to the number of items contained in that section before the update (\(oldCount)), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."))
                }
                var free = (0..<newCount).lazy.filter { !fixed.contains($0) }.makeIterator()
                for item in staying { map[old][item] = free.next() }
            }
            return .success(map)
        }

        /// The changes as a layout's update items: deletions, insertions, moves, then reloads.
        @MainActor
        package var updateItems: [UICollectionViewUpdateItem] {
            deletedSections.map { UICollectionViewUpdateItem(action: .delete, before: IndexPath(index: $0), after: nil) }
                + insertedSections.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: IndexPath(index: $0)) }
                + movedSections.map { UICollectionViewUpdateItem(action: .move, before: IndexPath(index: $0.from), after: IndexPath(index: $0.to)) }
                + reloadedSections.map { UICollectionViewUpdateItem(action: .reload, before: IndexPath(index: $0), after: IndexPath(index: $0)) }
                + deletedItems.map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) }
                + insertedItems.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) }
                + movedItems.map { UICollectionViewUpdateItem(action: .move, before: $0.from, after: $0.to) }
                + reloadedItems.map { UICollectionViewUpdateItem(action: .reload, before: $0, after: $0) }
        }
    }

    /// Why a batch update's changes do not match the data source, in UIKit's words.
    package struct Invalid: Error {
        package var reason: String
        package init(_ reason: String) { self.reason = reason }
    }
}
