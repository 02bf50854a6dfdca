import CoreGraphics
import Foundation

/// Swipes the rows of a table or a list to show their actions. A drag mostly sideways over a row with actions on
/// that side moves the row's cell and uncovers its buttons behind it; releasing past half their width leaves them
/// open, a full swipe performs the first, and a tap performs the button under it or closes the row.
///
/// As the delegate of its own drag and the host's scrolling drag, it gives sideways drags over swipeable rows to
/// the row and every other drag to scrolling; a host with more drags to arbitrate asks it the same.
@preconcurrency @MainActor
package final class SwipeActionsController: NSObject, UIGestureRecognizerDelegate {
    /// The drag that swipes rows; the host adds it to itself.
    package let recognizer = UIPanGestureRecognizer()
    package weak var host: (any SwipeActionsHost)?
    /// The row swiped open or being swiped.
    package private(set) var state: State?

    package override init() {
        super.init()
        recognizer.addTarget(self, action: SwipeActionsController.handleDrag)
    }

    package func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let swipes = dragSwipesRow(pan)
        return pan === recognizer ? swipes : !swipes
    }

    /// Whether a pan that is about to begin is a sideways drag over a row that can be swiped that way.
    private func dragSwipesRow(_ pan: UIPanGestureRecognizer) -> Bool {
        guard let host else { return false }
        let translation = pan.translation(in: host)
        guard abs(translation.x) > abs(translation.y), let indexPath = host.swipeRow(at: pan.startLocation(in: host)) else { return false }
        if let state, state.indexPath == indexPath { return true }
        return host.swipeActionsConfiguration(for: indexPath, leading: translation.x > 0) != nil
    }

    private func handleDrag(_ pan: UIPanGestureRecognizer) {
        guard let host else { return }
        switch pan.state {
        case .began:
            let translation = pan.translation(in: host)
            guard let indexPath = host.swipeRow(at: pan.startLocation(in: host)) else { return }
            if state?.indexPath != indexPath {
                let leading = translation.x > 0
                guard let configuration = host.swipeActionsConfiguration(for: indexPath, leading: leading) else { return }
                reveal(configuration, at: indexPath, leading: leading)
            }
            guard let offset = state?.offset else { return }
            state?.offsetAtDragStart = offset - translation.x
            follow(pan, in: host)
        case .changed:
            follow(pan, in: host)
        case .ended, .cancelled:
            guard let state else { return }
            let width = state.openWidth, distance = abs(state.offset), rowWidth = host.swipeHomeFrame(of: state.indexPath).width
            if state.configuration.performsFirstActionWithFullSwipe, distance > max(width, rowWidth * 0.6),
               let first = state.configuration.actions.first {
                setOffset(state.leading ? rowWidth : -rowWidth, animated: true)
                perform(first, from: state.buttons[0])
            } else if distance > width / 2 {
                setOffset(state.leading ? width : -width, animated: true)
            } else {
                close(animated: true)
            }
        default:
            break
        }
    }

    private func follow(_ pan: UIPanGestureRecognizer, in host: UIView) {
        guard let state else { return }
        var offset = state.offsetAtDragStart + pan.translation(in: host).x
        offset = state.leading ? max(0, offset) : min(0, offset)
        if !state.configuration.performsFirstActionWithFullSwipe {
            // Without a full swipe the row resists past its buttons.
            let limit = state.openWidth
            if abs(offset) > limit { offset = (offset < 0 ? -1 : 1) * (limit + (abs(offset) - limit) / 4) }
        }
        setOffset(offset, animated: false)
    }

    /// Opens the row all the way on its actions, as releasing a swipe past half of them does.
    package func open(_ configuration: UISwipeActionsConfiguration, at indexPath: IndexPath, leading: Bool) {
        reveal(configuration, at: indexPath, leading: leading)
        guard let width = state?.openWidth else { return }
        setOffset(leading ? width : -width, animated: true)
    }

    /// Puts the buttons of `configuration` behind the row, ready to be uncovered; another open row closes.
    private func reveal(_ configuration: UISwipeActionsConfiguration, at indexPath: IndexPath, leading: Bool) {
        close(animated: true)
        guard let host, let cell = host.swipeCell(at: indexPath) else { return }
        let actionsView = UIView(frame: host.swipeHomeFrame(of: indexPath))
        actionsView.clipsToBounds = true
        let buttons = configuration.actions.map { makeButton(for: $0, height: actionsView.bounds.height) }
        for button in buttons { actionsView.addSubview(button) }
        host.insertSubview(actionsView, belowSubview: cell)
        state = State(indexPath: indexPath, cell: cell, configuration: configuration, leading: leading,
                      actionsView: actionsView, buttons: buttons, widths: buttons.map(\.bounds.width))
        state?.scrollOrigin = host.bounds.origin
        host.swipeDidOpen(cell, at: indexPath)
    }

    /// An action's button: its color, with its image and title in white, as wide as they need and at least 74.
    private func makeButton(for action: UIContextualAction, height: CGFloat) -> UIView {
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
        button.bounds.size = CGSize(width: width, height: height)
        return button
    }

    /// Moves the swiped row and lays its buttons out in the uncovered space, the first nearest the row.
    private func setOffset(_ offset: CGFloat, animated: Bool) {
        guard var state, let host else { return }
        state.offset = offset
        self.state = state
        let rowFrame = host.swipeHomeFrame(of: state.indexPath)
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
                Self.layOutButton(button)
                edge += state.leading ? width : -width
            }
        }
        if animated { UIView.animate(withDuration: 0.3, animations: change) } else { UIView.performWithoutAnimation(change) }
    }

    /// An action's image over its title, or either alone in the middle.
    private static func layOutButton(_ button: UIView) {
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
    package func close(animated: Bool) {
        guard let state, let host else { return }
        self.state = nil
        let cell = state.cell
        let indexPath = host.swipeCell(at: state.indexPath) === cell ? state.indexPath : nil
        let home = indexPath.map(host.swipeHomeFrame)
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
        host.swipeDidClose(cell, at: indexPath)
    }

    /// Closes the open row once the host scrolled since it opened.
    package func closeIfScrolled() {
        guard let state, let host, state.scrollOrigin != host.bounds.origin else { return }
        close(animated: true)
    }

    /// A tap while a row is swiped open, at `point` in the host: on a button it performs that action, anywhere else
    /// it closes the row.
    package func tap(at point: CGPoint) {
        guard let state, let host else { return }
        for (index, button) in state.buttons.enumerated() where button.convert(button.bounds, to: host).contains(point) {
            return perform(state.configuration.actions[index], from: button)
        }
        close(animated: true)
    }

    /// Runs an action's handler; the row closes when the handler completes.
    private func perform(_ action: UIContextualAction, from button: UIView) {
        action.handler(action, button) { [weak self] _ in
            self?.close(animated: true)
        }
    }
}
