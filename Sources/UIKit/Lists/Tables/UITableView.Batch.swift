import Foundation

extension UITableView {
    /// The inserts, deletes, moves and reloads of one batch update, as the app asked for them: deletions, reloads
    /// and move sources in the coordinates before the update, insertions and move destinations in those after it.
    package struct Batch {
        package var deletedSections = IndexSet()
        package var insertedSections = IndexSet()
        package var reloadedSections = IndexSet()
        package var movedSections: [(from: Int, to: Int)] = []
        package var deletedRows = Set<IndexPath>()
        package var insertedRows = Set<IndexPath>()
        package var reloadedRows = Set<IndexPath>()
        package var movedRows: [(from: IndexPath, to: IndexPath)] = []
        package var reconfiguredRows: [IndexPath] = []
        package var animated = false
        package var completions: [(Bool) -> Void] = []

        package var changesStructure: Bool {
            !(deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
              && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty)
        }
    }

    /// Where a row after the update comes from: a row before it (kept or moved), or the data source anew.
    package enum RowSource: Equatable {
        case old(IndexPath)
        case new
    }
}
