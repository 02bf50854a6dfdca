import CoreGraphics
import Foundation

/// A scroll view whose rows a `SwipeActionsController` swipes: it says where its rows and their cells are, which
/// actions each row has, and hears when a row opens and closes.
@preconcurrency @MainActor
package protocol SwipeActionsHost: UIScrollView {
    /// The row at `point`, in the host's coordinates, if it can be swiped at all.
    func swipeRow(at point: CGPoint) -> IndexPath?
    /// The cell showing the row, if it shows.
    func swipeCell(at indexPath: IndexPath) -> UIView?
    /// Where the row's cell sits when it is not swiped.
    func swipeHomeFrame(of indexPath: IndexPath) -> CGRect
    /// The actions a drag from one edge uncovers; nil when the row does not swipe that way.
    func swipeActionsConfiguration(for indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration?
    func swipeDidOpen(_ cell: UIView, at indexPath: IndexPath)
    /// `indexPath` is nil when the cell no longer shows the row it was swiped on.
    func swipeDidClose(_ cell: UIView, at indexPath: IndexPath?)
}
