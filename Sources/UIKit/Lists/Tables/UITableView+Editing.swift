import CoreGraphics
import Foundation

/// Editing rows: the editing controls and swipe actions. A row swiped sideways shows its leading or trailing
/// actions (by default, for a data source that commits edits, a Delete button); releasing past half their width
/// leaves them open, and a full swipe performs the first.
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
            openSwipe(at: indexPath, cell: cell, configuration: configuration, leading: false)
            setSwipeOffset(-(swipe?.openWidth ?? 0), animated: true)
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

    /// Whether a pan that is about to begin is a sideways drag over a row that can be swiped that way.
    final func dragSwipesRow(_ pan: UIPanGestureRecognizer) -> Bool {
        guard !editing || swipe != nil else { return false }
        let translation = pan.translation(in: self)
        guard abs(translation.x) > abs(translation.y) else { return false }
        let location = pan.location(in: self)
        let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        guard let indexPath = indexPathForRow(at: start) else { return false }
        if let swipe, swipe.indexPath == indexPath { return true }
        return swipeConfiguration(for: indexPath, leading: translation.x > 0) != nil
    }

    final func handleSwipe(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            let translation = recognizer.translation(in: self), location = recognizer.location(in: self)
            let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
            guard let indexPath = indexPathForRow(at: start) else { return }
            if let swipe, swipe.indexPath != indexPath { closeSwipe(animated: true) }
            if swipe == nil {
                let leading = translation.x > 0
                guard let cell = cellForRow(at: indexPath),
                      let configuration = swipeConfiguration(for: indexPath, leading: leading) else { return }
                openSwipe(at: indexPath, cell: cell, configuration: configuration, leading: leading)
            }
            let offsetAtStart = (swipe?.offset ?? 0) - translation.x
            swipe?.offsetAtDragStart = offsetAtStart
            followSwipe(recognizer)
        case .changed:
            followSwipe(recognizer)
        case .ended, .cancelled:
            guard let swipe else { return }
            let width = swipe.openWidth, distance = abs(swipe.offset)
            if swipe.configuration.performsFirstActionWithFullSwipe, distance > max(width, rowSpan.width * 0.6),
               let first = swipe.configuration.actions.first {
                setSwipeOffset(swipe.leading ? rowSpan.width : -rowSpan.width, animated: true)
                perform(first, from: swipe.buttons[0])
            } else if distance > width / 2 {
                setSwipeOffset(swipe.leading ? width : -width, animated: true)
            } else {
                closeSwipe(animated: true)
            }
        default:
            break
        }
    }

    private final func followSwipe(_ recognizer: UIPanGestureRecognizer) {
        guard let swipe else { return }
        var offset = swipe.offsetAtDragStart + recognizer.translation(in: self).x
        offset = swipe.leading ? max(0, offset) : min(0, offset)
        if !swipe.configuration.performsFirstActionWithFullSwipe {
            // Without a full swipe the row resists past its buttons.
            let limit = swipe.openWidth
            if abs(offset) > limit { offset = (offset < 0 ? -1 : 1) * (limit + (abs(offset) - limit) / 4) }
        }
        setSwipeOffset(offset, animated: false)
    }

    /// Shows the buttons of `configuration` behind the row, ready to be uncovered.
    final func openSwipe(at indexPath: IndexPath, cell: UITableViewCell, configuration: UISwipeActionsConfiguration, leading: Bool) {
        let actionsView = UIView(frame: rowFrame(indexPath))
        actionsView.clipsToBounds = true
        var buttons: [UIView] = []
        for action in configuration.actions {
            let button = UIView()
            button.backgroundColor = action.backgroundColor
            let label = UILabel()
            label.text = action.title
            label.textColor = .white
            label.font = .systemFont(ofSize: 15)
            label.textAlignment = .center
            let titleWidth = label.sizeThatFits(CGSize(width: 400, height: 100)).width
            var width = max(74, titleWidth + 30)
            if let image = action.image {
                let imageView = UIImageView(image: image)
                imageView.tintColor = .white
                imageView.contentMode = .center
                button.addSubview(imageView)
                width = max(width, image.size.width + 30)
            }
            button.addSubview(label)
            button.bounds.size = CGSize(width: width, height: actionsView.bounds.height)
            buttons.append(button)
            actionsView.addSubview(button)
        }
        insertSubview(actionsView, belowSubview: cell)
        swipe = SwipeState(indexPath: indexPath, cell: cell, configuration: configuration, leading: leading,
                           actionsView: actionsView, buttons: buttons, widths: buttons.map(\.bounds.width))
        swipe?.scrollOffset = bounds.minY
        cell.swiped = true
        cell.showingDeleteConfirmation = true
        cell.willTransition(to: .showingDeleteConfirmation)
        cell.setNeedsUpdateConfiguration()
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
    }

    /// Moves the swiped row and lays its buttons out in the uncovered space, the first nearest the row.
    final func setSwipeOffset(_ offset: CGFloat, animated: Bool) {
        guard var state = swipe else { return }
        state.offset = offset
        swipe = state
        let rowFrame = rowFrame(state.indexPath)
        let change = {
            state.actionsView.frame = rowFrame
            var cellFrame = rowFrame
            cellFrame.origin.x += offset
            state.cell.frame = cellFrame
            let uncovered = abs(offset), total = max(state.openWidth, 1)
            // The first action is at the outer edge, as a full swipe performs it.
            var edge: CGFloat = state.leading ? 0 : rowFrame.width
            for (index, button) in state.buttons.enumerated() {
                // Each button gets its share of the uncovered width; past the open width the first takes the rest.
                var width = state.widths[index] * min(uncovered, total) / total
                if index == 0, uncovered > total { width += uncovered - total }
                button.frame = CGRect(x: state.leading ? edge : edge - width, y: 0, width: width, height: rowFrame.height)
                self.layOutActionButton(button)
                edge += state.leading ? width : -width
            }
        }
        if animated { UIView.animate(withDuration: 0.3, animations: change) } else { UIView.performWithoutAnimation(change) }
    }

    /// An action's image over its title, or either alone in the middle.
    private final func layOutActionButton(_ button: UIView) {
        let bounds = button.bounds
        let image = button.subviews.first { $0 is UIImageView }, label = button.subviews.first { $0 is UILabel } as? UILabel
        guard let image, let label, label.text?.isEmpty == false else {
            for subview in button.subviews { subview.frame = bounds }
            return
        }
        image.frame = CGRect(x: 0, y: 0, width: bounds.width, height: (bounds.height * 0.6).rounded())
        label.frame = CGRect(x: 0, y: image.frame.maxY - 4, width: bounds.width, height: bounds.height - image.frame.maxY)
    }

    /// Slides a swiped row back and takes its buttons away.
    final func closeSwipe(animated: Bool) {
        guard let state = swipe else { return }
        swipe = nil
        let cell = state.cell
        cell.swiped = false
        cell.showingDeleteConfirmation = false
        cell.setNeedsUpdateConfiguration()
        let indexPath = visibleCellsByIndexPath.first { $0.value === cell }?.key
        let home = indexPath.map(rowFrame)
        let finish = { state.actionsView.removeFromSuperview() }
        if animated, let home {
            UIView.animate(withDuration: 0.3, animations: {
                cell.frame = home
                for button in state.buttons { button.frame.size.width = 0 }
            }, completion: { _ in finish() })
        } else {
            if let home { UIView.performWithoutAnimation { cell.frame = home } }
            finish()
        }
        cell.didTransition(to: [])
        tableDelegate?.tableView(self, didEndEditingRowAt: indexPath)
    }

    /// A tap while a row is swiped open: on a button it performs that action, anywhere else it closes the row.
    final func tapWhileSwiped(at point: CGPoint) {
        guard let swipe else { return }
        for (index, button) in swipe.buttons.enumerated() where button.convert(button.bounds, to: self).contains(point) {
            return perform(swipe.configuration.actions[index], from: button)
        }
        closeSwipe(animated: true)
    }

    /// Runs an action's handler; the row closes when the handler completes.
    final func perform(_ action: UIContextualAction, from button: UIView) {
        action.handler(action, button) { [weak self] _ in
            self?.closeSwipe(animated: true)
        }
    }
}
