import CoreGraphics
import Foundation

/// Selecting rows, by the app (without delegate calls) or by a tap (with them, in UIKit's order: should highlight,
/// did highlight, did unhighlight, will select, the previous row's will and did deselect, did select).
extension UITableView {
    /// The first selected row.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows in row order, or nil when none is selected.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted()
    }

    /// Selects the row without telling the delegate, deselecting the others unless several may be selected, and
    /// scrolls it to `scrollPosition`. Nil deselects every row.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadDataIfNeeded()
        guard let indexPath else { return clearSelection() }
        guard contains(indexPath), allowsSelection || (editing && allowsSelectionDuringEditing) else { return }
        if !allowsSelectingSeveral { for other in selectedRows where other != indexPath { deselectRow(at: other, animated: animated) } }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row without telling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    final var allowsSelectingSeveral: Bool {
        editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    final func clearSelection() {
        for indexPath in selectedRows { deselectRow(at: indexPath, animated: false) }
    }

    // MARK: Taps

    /// A tap on a row selects it (or, with multiple selection, toggles it); on a detail button it tells the delegate;
    /// on an editing control it deletes or inserts; with swipe actions open it closes them or performs one.
    final func handleTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        let point = recognizer.location(in: self)
        if swipe != nil { return swipeActions.tap(at: point) }
        guard let indexPath = indexPathForRow(at: point), let cell = cellForRow(at: indexPath) else { return }
        switch pressTarget(at: point, in: cell) {
        case .control: break
        case .editingControl: tapEditingControl(of: cell, at: indexPath)
        case .detailButton: tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
        case .row: selectByTap(indexPath)
        }
    }

    /// What a finger at `point` (in the table) presses in `cell`.
    final func pressTarget(at point: CGPoint, in cell: UITableViewCell) -> PressTarget {
        let inCell = convert(point, to: cell)
        if let hit = cell.hitTest(inCell, with: nil), hit !== cell, hit.isKindOfControl(within: cell) { return .control }
        if editing, let control = cell.editingControlView, !control.isHidden,
           control.frame.insetBy(dx: -10, dy: -10).contains(inCell) {
            return .editingControl
        }
        if let glyph = cell.accessoryGlyph, !glyph.isHidden, let button = glyph.detailButtonFrame,
           glyph.convert(button, to: cell).insetBy(dx: -8, dy: -8).contains(inCell) {
            return .detailButton
        }
        return .row
    }

    /// Highlights the row under a finger that came down, when it can be selected and the delegate allows it.
    final func highlightPressedRow(at point: CGPoint) {
        unhighlightPressedRow()
        guard swipe == nil, editing ? allowsSelectionDuringEditing : allowsSelection,
              let indexPath = indexPathForRow(at: point), let cell = cellForRow(at: indexPath),
              pressTarget(at: point, in: cell) == .row,
              tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        pressedRow = indexPath
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    final func unhighlightPressedRow() {
        guard let indexPath = pressedRow else { return }
        pressedRow = nil
        cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// Runs a tap's selection with its delegate calls; the row is highlighted first unless the finger already did.
    final func selectByTap(_ indexPath: IndexPath) {
        guard editing ? allowsSelectionDuringEditing : allowsSelection else { return }
        let delegate = tableDelegate
        if pressedRow != indexPath {
            unhighlightPressedRow()
            guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
            cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
            delegate?.tableView(self, didHighlightRowAt: indexPath)
            pressedRow = indexPath
        }
        unhighlightPressedRow()
        if allowsSelectingSeveral, selectedRows.contains(indexPath) {
            return deselectByTap(indexPath)
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath, contains(target) else { return }
        if !allowsSelectingSeveral {
            for other in selectedRows where other != target { deselectByTap(other) }
        }
        if !selectedRows.contains(target) { selectedRows.append(target) }
        let cell = cellForRow(at: target)
        cell?.setSelected(true, animated: false)
        // A storyboard segue from the cell goes first, as on iOS: the destination is prepared before the delegate hears.
        if let cell { for segue in cell.selectionSegues { segue.fire(sender: cell) } }
        delegate?.tableView(self, didSelectRowAt: target)
    }

    private final func deselectByTap(_ indexPath: IndexPath) {
        let delegate = tableDelegate
        guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath else { return }
        deselectRow(at: target, animated: false)
        delegate?.tableView(self, didDeselectRowAt: target)
    }
}

extension UIView {
    /// Whether the view is a control, or inside one, below `container`: taps there belong to the control.
    fileprivate func isKindOfControl(within container: UIView) -> Bool {
        var view: UIView? = self
        while let current = view, current !== container {
            if current is UIControl { return true }
            view = current.superview
        }
        return false
    }
}
