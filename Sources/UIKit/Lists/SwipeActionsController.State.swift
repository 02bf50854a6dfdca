import CoreGraphics
import Foundation

extension SwipeActionsController {
    /// A row swiped open (or being swiped): its actions, the buttons behind it, and how far it is moved.
    package struct State {
        package var indexPath: IndexPath
        package let cell: UIView
        package let configuration: UISwipeActionsConfiguration
        /// Whether the actions are at the leading edge (swiped right).
        package let leading: Bool
        package let actionsView: UIView
        package var buttons: [UIView]
        /// The buttons' widths when the row is open.
        package var widths: [CGFloat]
        /// The row's horizontal offset: negative shows trailing actions.
        package var offset: CGFloat = 0
        package var offsetAtDragStart: CGFloat = 0
        /// Where the host was scrolled when the row opened: scrolling closes it.
        package var scrollOrigin: CGPoint = .zero

        /// The width the buttons take when the row is open.
        package var openWidth: CGFloat { widths.reduce(0, +) }
    }
}
