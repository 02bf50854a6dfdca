import UIKit

/// The list's diffable data source: a section per week (titled by its Monday), a row per sighting. Rows can be
/// deleted (swipe, or the minus in edit mode) and dragged within the log in edit mode; both go to the log's owner.
final class SightingsDataSource: UITableViewDiffableDataSource<Int, Int> {
    weak var editor: SightingLogEditing?
    /// The sightings the rows stand for, by identifier.
    var sightings: [Int: Sighting] = [:]

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section).map { "Week of Nov \($0)" }
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let sighting = itemIdentifier(for: indexPath).flatMap({ sightings[$0] }) else { return }
        editor?.remove(sighting)
    }

    /// A dragged row lands before the row now at its destination (or at the end of the log).
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let moved = itemIdentifier(for: sourceIndexPath).flatMap({ sightings[$0] }) else { return }
        super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        let items = snapshot().itemIdentifiers
        let next = items.firstIndex(of: moved.id).flatMap { items.indices.contains($0 + 1) ? sightings[items[$0 + 1]] : nil }
        editor?.move(moved, before: next)
    }
}
