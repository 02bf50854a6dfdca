import CoreGraphics
import Foundation

/// Editing rows: the editing controls and swipe actions. A row swiped sideways shows its leading or trailing
/// actions (by default, for a data source that commits edits, a Delete button), which `SwipeActionsController`
/// shows and performs.
extension UITableView {
    /// Gives a cell the editing control and reorder control its row has.
    final func prepareEditing(of cell: UITableViewCell, at indexPath: IndexPath) {
        let canEdit = dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
        let style = editing && canEdit ? (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
        let moves = editing && (dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
        // The delegate's defaults (indent, level 0) leave what the cell was given alone.
        if tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) == false { cell.shouldIndentWhileEditing = false }
        if let level = tableDelegate?.tableView(self, indentationLevelForRowAt: indexPath), level != 0 { cell.indentationLevel = level }
        cell.adoptTableAppearance(separatorInset: separatorInset, editingStyle: style, showsReorder: moves)
    }

    final func tapEditingControl(of cell: UITableViewCell, at indexPath: IndexPath) {
        switch cell.editingStyle {
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .delete:
            // The minus shows the row's delete button, as a swipe would.
            guard let configuration = swipeConfiguration(for: indexPath, leading: false) else { return }
            swipeActions.open(configuration, at: indexPath, leading: false)
        case .none:
            break
        }
    }

    // MARK: Swipe actions

    /// The actions a swipe from one edge shows: the delegate's, or a Delete button for a row the data source can
    /// edit and delete.
    final func swipeConfiguration(for indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        let delegate = tableDelegate
        if leading {
            let configuration = delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            return configuration?.actions.isEmpty == false ? configuration : nil
        }
        if let configuration = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
            return configuration.actions.isEmpty ? nil : configuration
        }
        guard dataSourceCommitsEdits, let dataSource, dataSource.tableView(self, canEditRowAt: indexPath),
              (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete else { return nil }
        let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self, let row = self.swipe?.indexPath else { return completion(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

/// The table's rows swipe as the delegate (or the data source's Delete) says, except while the table edits.
extension UITableView: SwipeActionsHost {
    package final func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }
    package final func swipeCell(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }
    package final func swipeHomeFrame(of indexPath: IndexPath) -> CGRect { rowFrame(indexPath) }

    package final func swipeActionsConfiguration(for indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        editing ? nil : swipeConfiguration(for: indexPath, leading: leading)
    }

    package final func swipeDidOpen(_ cell: UIView, at indexPath: IndexPath) {
        guard let cell = cell as? UITableViewCell else { return }
        cell.swiped = true
        cell.showingDeleteConfirmation = true
        cell.willTransition(to: .showingDeleteConfirmation)
        cell.setNeedsUpdateConfiguration()
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
    }

    package final func swipeDidClose(_ cell: UIView, at indexPath: IndexPath?) {
        guard let cell = cell as? UITableViewCell else { return }
        cell.swiped = false
        cell.showingDeleteConfirmation = false
        cell.setNeedsUpdateConfiguration()
        cell.didTransition(to: [])
        tableDelegate?.tableView(self, didEndEditingRowAt: indexPath)
    }
}
