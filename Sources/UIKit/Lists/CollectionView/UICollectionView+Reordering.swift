import CoreGraphics
import Foundation

/// Dragging a list row by its reorder control: the row follows the finger up and down as an interactive movement,
/// the rows it passes make room, and where it is let go the data source is told (a diffable one moves it in its
/// snapshot, as its reordering handlers allow).
extension UICollectionView {
    /// Whether a pan that is about to begin starts on the reorder control of a visible list row.
    final func dragStartsOnReorderControl(_ pan: UIPanGestureRecognizer) -> Bool {
        reorderableItem(at: pan.startLocation(in: self)) != nil
    }

    private final func reorderableItem(at point: CGPoint) -> IndexPath? {
        guard let indexPath = indexPathForItem(at: point), let cell = cellForItem(at: indexPath) as? UICollectionViewListCell,
              let control = cell.shownReorderControl else { return nil }
        // The control's whole height of the row counts, and a little beside it.
        let area = control.convert(control.bounds, to: self).insetBy(dx: -8, dy: -(cell.bounds.height - control.bounds.height) / 2)
        return area.contains(point) ? indexPath : nil
    }

    final func handleReorder(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            guard let indexPath = reorderableItem(at: recognizer.startLocation(in: self)), let cell = cellForItem(at: indexPath),
                  beginInteractiveMovementForItem(at: indexPath) else { return }
            reorderStart = cell.center
            followReorder(recognizer)
        case .changed:
            followReorder(recognizer)
        case .ended:
            guard reorderStart != nil else { return }
            reorderStart = nil
            endInteractiveMovement()
        case .cancelled, .failed:
            guard reorderStart != nil else { return }
            reorderStart = nil
            cancelInteractiveMovement()
        default:
            break
        }
    }

    private final func followReorder(_ recognizer: UIPanGestureRecognizer) {
        guard let start = reorderStart else { return }
        updateInteractiveMovementTargetPosition(CGPoint(x: start.x, y: start.y + recognizer.translation(in: self).y))
    }
}
