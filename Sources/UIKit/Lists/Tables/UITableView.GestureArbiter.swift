import Foundation

extension UITableView {
    /// Decides between scrolling and swiping a row: a drag mostly sideways over a row with swipe actions swipes it,
    /// and every other drag scrolls.
    package final class GestureArbiter: NSObject, UIGestureRecognizerDelegate {
        package weak var tableView: UITableView?

        package func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let tableView, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
            let swipes = tableView.dragSwipesRow(pan)
            return pan === tableView.swipeRecognizer ? swipes : !swipes
        }
    }
}
