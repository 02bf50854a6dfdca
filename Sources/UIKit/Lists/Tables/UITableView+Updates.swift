import CoreGraphics
import Foundation

/// Inserting, deleting, moving and reloading rows and sections, alone or in a batch: the table checks the data
/// source's new counts against the changes, keeps the cells and heights of the rows that stay, and moves them to
/// their new places (animated unless the animation is `none`). A batch whose counts do not add up is reported in
/// UIKit's words and the table reloads.
extension UITableView {
    // MARK: Batches

    /// Performs the inserts, deletes, moves and reloads `updates` asks for as one change, then calls `completion`
    /// when its animations end.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates()
        if let completion { pendingBatch?.completions.append(completion) }
        endUpdates()
    }

    /// The same with no block or an optional one. The block runs before this returns, so the form with a block
    /// literal takes one that does not escape, and may use `self` implicitly, as iOS code does.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdates({ updates?() }, completion: completion)
    }

    public func beginUpdates() {
        if batchDepth == 0 { pendingBatch = Batch() }
        batchDepth += 1
    }

    public func endUpdates() {
        guard batchDepth > 0 else {
            return reportMisuse("-[UITableView endUpdates] called without a matching beginUpdates; ignored.")
        }
        batchDepth -= 1
        guard batchDepth == 0, let batch = pendingBatch else { return }
        pendingBatch = nil
        commit(batch)
    }

    /// Adds to the open batch, or performs the change at once.
    private final func update(animated: Bool = false, _ change: (inout Batch) -> Void) {
        if batchDepth > 0, pendingBatch != nil {
            change(&pendingBatch!)
            pendingBatch!.animated = pendingBatch!.animated || animated
        } else {
            var batch = Batch()
            batch.animated = animated
            change(&batch)
            commit(batch)
        }
    }

    // MARK: Rows

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update(animated: animation != .none) { $0.insertedRows.formUnion(indexPaths) }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update(animated: animation != .none) { $0.deletedRows.formUnion(indexPaths) }
    }

    /// Asks the data source for new cells for the rows, which keep their places.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update(animated: animation != .none) { $0.reloadedRows.formUnion(indexPaths) }
    }

    /// Has the data source configure the rows' existing cells again: dequeuing for such a row returns its cell.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        update { $0.reconfiguredRows += indexPaths }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update(animated: true) { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    // MARK: Sections

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update(animated: animation != .none) { $0.insertedSections.formUnion(sections) }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update(animated: animation != .none) { $0.deletedSections.formUnion(sections) }
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update(animated: animation != .none) { $0.reloadedSections.formUnion(sections) }
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
        update(animated: true) { $0.movedSections.append((section, newSection)) }
    }

    /// Asks the delegate for every row's height again and measures self-sizing rows again as they show, keeping the
    /// cells, and moves the rows to fit.
    final func refreshRowHeights() {
        let delegate = tableDelegate
        for section in sections.indices {
            for row in 0..<sections[section].rowCount {
                let height = askedRowHeight(IndexPath(row: row, section: section), delegate: delegate)
                if !height.selfSizing || !sections[section].selfSizing[row] { sections[section].heights[row] = height.value }
                sections[section].selfSizing[row] = height.selfSizing
                // Self-sizing rows are measured again, as an empty batch is how apps resize a cell that changed.
                if height.selfSizing { sections[section].unmeasured[row] = true }
            }
            updateHeaderAndFooter(of: &sections[section], section: section)
        }
        placeSections()
    }

    // MARK: Committing

    /// Carries out a batch: checks it, works out where each row comes from, keeps the cells of rows that stay and
    /// lays the table out in its new shape.
    final func commit(_ batch: Batch) {
        let completion: ((Bool) -> Void)? = batch.completions.isEmpty ? nil : { finished in
            for completion in batch.completions { completion(finished) }
        }
        guard !needsReload, dataSource != nil else {
            // Nothing was loaded yet: the next layout loads the new state.
            setNeedsReload()
            return completion?(true) ?? ()
        }
        swipeActions.close(animated: false)
        let animated = batch.animated && window != nil
        guard batch.changesStructure else {
            if !batch.reconfiguredRows.isEmpty { reconfigure(batch.reconfiguredRows) }
            refreshRowHeights()
            return animateLayout(animated, completion: completion)
        }
        guard let plan = plan(batch) else {
            reloadNow()
            layoutIfNeeded()
            return completion?(true) ?? ()
        }
        apply(plan, animated: animated)
        if !batch.reconfiguredRows.isEmpty { reconfigure(batch.reconfiguredRows) }
        animateLayout(animated, completion: completion)
    }

    /// Where every row after the update comes from, section by section; nil (after reporting) when the batch does
    /// not agree with the data source's counts.
    private final func plan(_ batch: Batch) -> [[RowSource]]? {
        let oldCount = sections.count
        let newCount = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        let inserted = batch.insertedSections.union(IndexSet(batch.movedSections.map(\.to)))
        let deleted = batch.deletedSections.union(IndexSet(batch.movedSections.map(\.from)))
        guard newCount == oldCount - batch.deletedSections.count + batch.insertedSections.count,
              deleted.allSatisfy({ $0 < oldCount }), inserted.allSatisfy({ $0 < newCount }),
              batch.reloadedSections.allSatisfy({ $0 < oldCount }) else {
            reportMisuse("Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(newCount)) must be equal to the number of sections contained in the table view before the update (\(oldCount)), plus or minus the number of sections inserted or deleted (\(batch.insertedSections.count) inserted, \(batch.deletedSections.count) deleted).",
                         raising: "NSInternalInconsistencyException")
            return nil
        }
        // Which old section each new one continues: moves and inserts hold their places, the rest keep their order.
        var oldSectionOfNew = [Int?](repeating: nil, count: newCount)
        for move in batch.movedSections { oldSectionOfNew[move.to] = move.from }
        var staying = (0..<oldCount).filter { !deleted.contains($0) }.makeIterator()
        for new in 0..<newCount where !inserted.contains(new) { oldSectionOfNew[new] = staying.next() }

        guard batch.movedRows.allSatisfy({ contains($0.from) && $0.to.count == 2 && $0.to.section < newCount && $0.to.row >= 0 }),
              batch.insertedRows.allSatisfy({ $0.count == 2 && $0.section < newCount && $0.row >= 0 }) else {
            reportMisuse("Invalid update: an inserted or moved row is outside the table view; the table reloads.",
                         raising: "NSInternalInconsistencyException")
            return nil
        }
        var movedOut = Set<IndexPath>(), movedInto: [Int: [(from: IndexPath, to: IndexPath)]] = [:]
        for move in batch.movedRows {
            movedOut.insert(move.from)
            movedInto[move.to.section, default: []].append(move)
        }
        var insertedBySection: [Int: [Int]] = [:]
        for path in batch.insertedRows { insertedBySection[path.section, default: []].append(path.row) }
        var deletedBySection: [Int: Int] = [:], movedOutBySection: [Int: Int] = [:]
        for path in batch.deletedRows { deletedBySection[path.section, default: 0] += 1 }
        for path in movedOut { movedOutBySection[path.section, default: 0] += 1 }

        var plan: [[RowSource]] = []
        for new in 0..<newCount {
            let count = rowCount(inSection: new)
            guard let old = oldSectionOfNew[new], !batch.reloadedSections.contains(old) else {
                plan.append(Array(repeating: .new, count: count))
                continue
            }
            let moves = movedInto[new] ?? [], insertedRows = insertedBySection[new] ?? []
            let oldRows = sections[old].rowCount
            let survivors = (0..<oldRows).lazy.map { IndexPath(row: $0, section: old) }
                .filter { !batch.deletedRows.contains($0) && !movedOut.contains($0) }
            let survivorCount = oldRows - (deletedBySection[old] ?? 0) - (movedOutBySection[old] ?? 0)
            guard count == survivorCount + insertedRows.count + moves.count,
                  insertedRows.allSatisfy({ $0 < count }), moves.allSatisfy({ $0.to.row < count }) else {
                reportMisuse("Invalid update: invalid number of rows in section \(new). The number of rows contained in an existing section after the update (\(count)) must be equal to the number of rows contained in that section before the update (\(oldRows)), plus or minus the number of rows inserted or deleted from that section (\(insertedRows.count) inserted, \(deletedBySection[old] ?? 0) deleted) and plus or minus the number of rows moved into or out of that section (\(moves.count) moved in, \(movedOutBySection[old] ?? 0) moved out).",
                             raising: "NSInternalInconsistencyException")
                return nil
            }
            var rows = [RowSource?](repeating: nil, count: count)
            for row in insertedRows { rows[row] = .new }
            for move in moves { rows[move.to.row] = .old(move.from) }
            var next = survivors.makeIterator()
            for row in 0..<count where rows[row] == nil {
                guard let path = next.next() else { return nil }
                rows[row] = batch.reloadedRows.contains(path) ? .new : .old(path)
            }
            plan.append(rows.map { $0! })
        }
        return plan
    }

    /// Takes on the new shape: heights carried over for rows that stay, asked for new ones; cells kept for rows that
    /// stay and dropped (fading) for the others; selection carried over.
    private final func apply(_ plan: [[RowSource]], animated: Bool) {
        let oldSections = sections, delegate = tableDelegate
        var newPathOfOld: [IndexPath: IndexPath] = [:]
        let tracked = Set(visibleCellsByIndexPath.keys).union(selectedRows)
        // The span of tracked rows in each old section, so most rows are passed over without hashing.
        var trackedSpan: [Int: ClosedRange<Int>] = [:]
        for path in tracked {
            let span = trackedSpan[path.section]
            trackedSpan[path.section] = min(span?.lowerBound ?? path.row, path.row)...max(span?.upperBound ?? path.row, path.row)
        }
        var newSections: [SectionGeometry] = []
        newSections.reserveCapacity(plan.count)
        rowsFadingIn.removeAll()
        for (section, rows) in plan.enumerated() {
            var geometry = SectionGeometry()
            geometry.heights.reserveCapacity(rows.count)
            for (row, source) in rows.enumerated() {
                let path = IndexPath(row: row, section: section)
                switch source {
                case .old(let old):
                    let oldSection = oldSections[old.section]
                    geometry.heights.append(oldSection.heights[old.row])
                    geometry.selfSizing.append(oldSection.selfSizing[old.row])
                    geometry.unmeasured.append(oldSection.unmeasured[old.row])
                    if trackedSpan[old.section]?.contains(old.row) == true, tracked.contains(old) { newPathOfOld[old] = path }
                case .new:
                    appendRow(path, to: &geometry, delegate: delegate)
                    if animated { rowsFadingIn.insert(path) }
                }
            }
            updateHeaderAndFooter(of: &geometry, section: section)
            newSections.append(geometry)
        }
        var kept: [IndexPath: UITableViewCell] = [:]
        for (old, cell) in visibleCellsByIndexPath {
            if let new = newPathOfOld[old] {
                kept[new] = cell
            } else {
                visibleCellsByIndexPath[old] = nil
                fadeOut(cell, at: old, animated: animated)
            }
        }
        visibleCellsByIndexPath = kept
        selectedRows = selectedRows.compactMap { newPathOfOld[$0] }
        for (section, view) in visibleHeaders { endDisplaying(header: view, section: section, footer: false) }
        for (section, view) in visibleFooters { endDisplaying(header: view, section: section, footer: true) }
        sections = newSections
        // Rows that stay may now be first or last in their section: restyle them.
        appearanceVersion += 1
        placeSections()
    }

    /// Lays out the new shape, moving the cells that stay in an animation when asked; `completion` runs when the
    /// animation ends, or at once without one.
    private final func animateLayout(_ animated: Bool, completion: ((Bool) -> Void)?) {
        guard animated else {
            layOutVisibleRows()
            completion?(true)
            return
        }
        UIView.animate(withDuration: 0.3, animations: { self.layOutVisibleRows() }, completion: completion)
    }

    private final func fadeOut(_ cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
        guard animated else { return endDisplaying(cell, at: indexPath) }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        UIView.animate(withDuration: 0.3, animations: { cell.alpha = 0 }, completion: { [weak self, weak cell] _ in
            guard let cell else { return }
            cell.removeFromSuperview()
            cell.alpha = 1
            if let self, let identifier = cell.reuseIdentifier { self.cellQueue.enqueue(cell, for: identifier) }
        })
    }

    /// Has the data source configure the visible cells of `indexPaths` again, in place.
    private final func reconfigure(_ indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = visibleCellsByIndexPath[indexPath] else { continue }
            reconfiguringCell = cell
            let returned = dataSource.tableView(self, cellForRowAt: indexPath)
            reconfiguringCell = nil
            if returned !== cell {
                endDisplaying(cell, at: indexPath)
                setNeedsLayout()
            } else if sections[indexPath.section].selfSizing[indexPath.row] {
                sections[indexPath.section].unmeasured[indexPath.row] = true
            }
        }
    }
}
