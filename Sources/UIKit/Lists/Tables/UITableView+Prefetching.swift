import CoreGraphics
import Foundation

/// Prefetching: after each layout the prefetch data source hears of the rows within a screen below the visible ones
/// (above them while scrolling up), each row once until it has shown.
extension UITableView {
    final func prefetchAroundVisibleRows() {
        guard isPrefetchingEnabled, let prefetchDataSource, !sections.isEmpty else { return }
        let ahead = bounds.height, scrollingUp = bounds.minY < lastPrefetchOffset
        lastPrefetchOffset = bounds.minY
        let rows = scrollingUp ? indexPaths(from: bounds.minY - ahead, to: bounds.minY).reversed()
            : indexPaths(from: bounds.maxY, to: bounds.maxY + ahead)
        let fresh = rows.filter { visibleCellsByIndexPath[$0] == nil && !prefetchedRows.contains($0) }
        prefetchedRows.subtract(visibleCellsByIndexPath.keys)
        guard !fresh.isEmpty else { return }
        prefetchedRows.formUnion(fresh)
        prefetchDataSource.tableView(self, prefetchRowsAt: fresh)
    }
}
