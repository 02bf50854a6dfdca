import CoreGraphics
import Foundation

/// Dragging a row by its reorder control while the table edits: the row follows the finger, and where it is let go
/// (as the delegate's `targetIndexPathForMoveFromRowAt` allows) the data source is told to move it and the table
/// shows it there, without asking for counts again.
extension UITableView {
    /// Whether a pan that is about to begin starts on the reorder control of a visible row.
    final func dragStartsOnReorderControl(_ pan: UIPanGestureRecognizer) -> Bool {
        guard editing else { return false }
        return reorderableRow(at: pan.startLocation(in: self)) != nil
    }

    private final func reorderableRow(at point: CGPoint) -> IndexPath? {
        guard let indexPath = indexPathForRow(at: point), let cell = cellForRow(at: indexPath),
              let glyph = cell.reorderGlyph, !glyph.isHidden else { return nil }
        let area = glyph.convert(glyph.bounds, to: self).insetBy(dx: -12, dy: -(cell.bounds.height - glyph.bounds.height) / 2)
        return area.contains(point) ? indexPath : nil
    }

    final func handleReorder(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            guard let indexPath = reorderableRow(at: recognizer.startLocation(in: self)),
                  let cell = cellForRow(at: indexPath) else { return }
            reordering = (indexPath, cell, cell.center.y)
            bringSubviewToFront(cell)
            cell.setNeedsUpdateConfiguration()
            followReorder(recognizer)
        case .changed:
            followReorder(recognizer)
        case .ended, .cancelled:
            guard let reordering else { return }
            self.reordering = nil
            let proposed = proposedDestination(for: reordering.cell.center.y, from: reordering.source)
            let destination = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: reordering.source,
                                                       toProposedIndexPath: proposed) ?? proposed
            guard destination != reordering.source, contains(destination) || destination.row == sections[safe: destination.section]?.rowCount
            else { return animateRowsHome() }
            dataSource?.tableView(self, moveRowAt: reordering.source, to: destination)
            moveRowInPlace(from: reordering.source, to: destination)
            animateRowsHome()
        default:
            break
        }
    }

    private final func followReorder(_ recognizer: UIPanGestureRecognizer) {
        guard let reordering else { return }
        let y = reordering.startCenterY + recognizer.translation(in: self).y
        UIView.performWithoutAnimation { reordering.cell.center.y = min(max(y, 0), contentSize.height) }
    }

    /// The row a dragged row dropped with its center at `y` takes, counted as if it were already out of its place.
    private final func proposedDestination(for y: CGFloat, from source: IndexPath) -> IndexPath {
        var section = min(firstSection(endingBelow: y), sections.count - 1)
        while section > 0, sections[section].rowCount == 0 && section != source.section { section -= 1 }
        let geometry = sections[section]
        var row = geometry.rowCount == 0 ? 0 : geometry.lastRow(startingAtOrAbove: y)
        if geometry.rowCount > 0, y > geometry.rowTops[row] + geometry.heights[row] / 2 { row += 1 }
        if section == source.section, row > source.row { row -= 1 }
        let limit = geometry.rowCount - (section == source.section ? 1 : 0)
        return IndexPath(row: min(max(row, 0), max(limit, 0)), section: section)
    }

    /// Moves a row's height and cell from `source` to `destination`, as the data source already did.
    final func moveRowInPlace(from source: IndexPath, to destination: IndexPath) {
        let row = (sections[source.section].heights.remove(at: source.row),
                   sections[source.section].selfSizing.remove(at: source.row),
                   sections[source.section].unmeasured.remove(at: source.row))
        sections[destination.section].heights.insert(row.0, at: destination.row)
        sections[destination.section].selfSizing.insert(row.1, at: destination.row)
        sections[destination.section].unmeasured.insert(row.2, at: destination.row)
        func moved(_ path: IndexPath) -> IndexPath {
            if path == source { return destination }
            var path = path
            if path.section == source.section, path.row > source.row { path.row -= 1 }
            if path.section == destination.section, path.row >= destination.row { path.row += 1 }
            return path
        }
        visibleCellsByIndexPath = Dictionary(uniqueKeysWithValues: visibleCellsByIndexPath.map { (moved($0.key), $0.value) })
        selectedRows = selectedRows.map(moved)
        appearanceVersion += 1
        placeSections()
    }

    private final func animateRowsHome() {
        UIView.animate(withDuration: 0.3) { self.layOutVisibleRows() }
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
