import Foundation

extension UITableView {
    /// Decides between scrolling, swiping a row and reordering: a drag that starts on a reorder control moves the
    /// row, a drag mostly sideways over a row with swipe actions swipes it, and every other drag scrolls.
    package final class GestureArbiter: NSObject, UIGestureRecognizerDelegate {
        package weak var tableView: UITableView?

        package func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let tableView, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
            let reorders = tableView.dragStartsOnReorderControl(pan)
            if pan === tableView.reorderRecognizer { return reorders }
            return !reorders && tableView.swipeActions.gestureRecognizerShouldBegin(pan)
        }
    }
}
