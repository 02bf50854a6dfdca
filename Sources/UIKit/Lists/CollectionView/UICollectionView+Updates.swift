import Foundation

/// Batch updates: the data source changed, and these calls say how, so the cells that stay move to their new
/// places, inserted ones fade in and deleted ones fade out, all in one animation.
extension UICollectionView {
    /// Runs `updates`, whose inserts, deletes, moves and reloads describe how the data source changed, as one
    /// animated change; `completion` runs when the animation ends. Changes that do not add up to the data source's
    /// new counts are reported, and the collection view reloads instead.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        guard pendingUpdate == nil else {
            // A nested batch merges into the one under way.
            updates()
            return
        }
        guard let oldCounts = counts else {
            // Nothing was loaded yet, so there is nothing to animate from: load the data as it is after the block.
            updates()
            reloadData()
            completion?(true)
            return
        }
        pendingUpdate = BatchUpdate()
        updates()
        let update = pendingUpdate!
        pendingUpdate = nil
        apply(update, from: oldCounts, completion: completion)
    }

    /// The same with no block or an optional one. The block runs before this returns, so the form with a block
    /// literal takes one that does not escape, and may use `self` implicitly, as iOS code does.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdates({ updates?() }, completion: completion)
    }

    /// Whether a batch update's block is running.
    public var hasUncommittedUpdates: Bool { pendingUpdate != nil }

    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    public func moveSection(_ section: Int, toSection newSection: Int) { record { $0.movedSections.append((section, newSection)) } }
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems += indexPaths } }
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems += indexPaths } }
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems += indexPaths } }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.movedItems.append((indexPath, newIndexPath)) } }

    /// Has the data source configure the visible cells of `indexPaths` again, in the cells they have: unlike a
    /// reload, the cell is not replaced and `prepareForReuse()` is not called.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = cellForItem(at: indexPath), let identifier = cell.reuseIdentifier else { continue }
            reconfiguredCell = cell
            cellQueue.enqueue(cell, for: identifier)
            let configured = dataSource.collectionView(self, cellForItemAt: indexPath)
            reconfiguredCell = nil
            if configured !== cell {
                reportMisuse("UICollectionView.reconfigureItems(at:): the data source returned a different cell for \(indexPath) than the one dequeued; it is shown in its place.")
                replaceVisibleCell(at: indexPath, with: configured)
            }
        }
    }

    private final func record(_ change: (inout BatchUpdate) -> Void) {
        if pendingUpdate != nil { return change(&pendingUpdate!) }
        var update = BatchUpdate()
        change(&update)
        let requested = update
        performBatchUpdates({ self.pendingUpdate = requested }, completion: nil)
    }

    private final func replaceVisibleCell(at indexPath: IndexPath, with cell: UICollectionViewCell) {
        if let old = visibleViews[.cell(indexPath)] { retire(old, for: .cell(indexPath)) }
        setNeedsLayout()
        if cell.reuseIdentifier != nil { cellQueue.enqueue(cell, for: cell.reuseIdentifier!) }
    }

    private final func apply(_ requested: BatchUpdate, from oldCounts: [Int], completion: ((Bool) -> Void)?) {
        swipeActions.close(animated: false)
        let newCounts = dataSourceCounts()
        var update = requested
        let sectionMap: [Int?]
        switch update.sectionMap(oldCount: oldCounts.count, newCount: newCounts.count) {
        case .failure(let invalid): return reject(invalid, newCounts: newCounts, completion: completion)
        case .success(let map): sectionMap = map
        }
        // A reloaded section's items are all replaced.
        for section in update.reloadedSections where sectionMap.indices.contains(section) {
            guard let new = sectionMap[section] else { continue }
            update.deletedItems += (0..<oldCounts[section]).map { IndexPath(item: $0, section: section) }
            update.insertedItems += (0..<newCounts[new]).map { IndexPath(item: $0, section: new) }
        }
        let itemMap: [[Int?]]
        switch update.itemMap(oldCounts: oldCounts, newCounts: newCounts, sectionMap: sectionMap) {
        case .failure(let invalid): return reject(invalid, newCounts: newCounts, completion: completion)
        case .success(let map): itemMap = map
        }
        func newPath(_ old: IndexPath) -> IndexPath? {
            guard itemMap.indices.contains(old.section), old.count == 2, itemMap[old.section].indices.contains(old.item),
                  let item = itemMap[old.section][old.item], let section = sectionMap[old.section] else { return nil }
            return IndexPath(item: item, section: section)
        }
        let reloaded = Set(update.reloadedItems)

        // Re-key the views on screen; those of deleted and reloaded elements leave.
        var disappearing: [(view: UICollectionReusableView, key: ElementKey)] = []
        var moved: [ElementKey: UICollectionReusableView] = [:]
        for (key, view) in visibleViews {
            var newKey = key
            switch key.category {
            case .cell:
                if let path = newPath(key.indexPath), !reloaded.contains(key.indexPath) { newKey.indexPath = path } else { disappearing.append((view, key)); continue }
            default:
                guard key.indexPath.count > 0 else { moved[newKey] = view; continue }
                if sectionMap.indices.contains(key.indexPath.section), let section = sectionMap[key.indexPath.section],
                   !update.reloadedSections.contains(key.indexPath.section) {
                    newKey.indexPath.section = section
                } else {
                    disappearing.append((view, key))
                    continue
                }
            }
            moved[newKey] = view
        }
        visibleViews = moved
        selectedPaths = selectedPaths.compactMap { path in reloaded.contains(path) ? path : newPath(path) }
        highlightedIndexPath = nil
        counts = newCounts

        let layout = collectionViewLayout
        layout.invalidateLayout()
        layout.prepare(forCollectionViewUpdates: update.updateItems)
        layout.prepareIfNeeded()
        let inserted = Set(update.insertedItems.map(ElementKey.cell))
        let insertedSections = update.insertedSections.union(update.reloadedSections)
        guard UIView.areAnimationsEnabled else {
            // Without animation the update is over at once: the deleted views leave now.
            for (view, key) in disappearing { recycle(view, for: key) }
            layoutVisibleElements()
            layout.finalizeCollectionViewUpdates()
            completion?(true)
            return
        }
        UIView.animate(withDuration: 0.3, animations: {
            for (view, key) in disappearing {
                let final = key.category == .cell ? layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
                    : layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
                if let final { view.applyLayoutAttributes(final) } else { view.alpha = 0 }
            }
            self.appearing = { key in
                switch key.category {
                case .cell: inserted.contains(key)
                default: insertedSections.contains(key.indexPath.first ?? -1)
                }
            }
            self.layoutVisibleElements()
            self.appearing = nil
        }, completion: { finished in
            for (view, key) in disappearing { self.recycle(view, for: key) }
            layout.finalizeCollectionViewUpdates()
            completion?(finished)
        })
    }

    /// Reports an update that does not match the data source and shows the data as it now is.
    private final func reject(_ invalid: Invalid, newCounts: [Int], completion: ((Bool) -> Void)?) {
        reportMisuse("Invalid batch updates detected: \(invalid.reason) The collection view reloads its data instead.",
                     raising: "NSInternalInconsistencyException")
        reloadData()
        completion?(false)
    }
}
