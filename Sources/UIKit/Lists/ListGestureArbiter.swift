import Foundation

/// Decides between scrolling, swiping a row and reordering in a table or a list: a drag that starts on a reorder
/// control moves the row, a drag mostly sideways over a row with swipe actions swipes it, and every other drag scrolls.
@preconcurrency @MainActor
package final class ListGestureArbiter: NSObject, UIGestureRecognizerDelegate {
    /// The drag that moves a row by its reorder control.
    package let reorderRecognizer = UIPanGestureRecognizer()
    private let swipeActions: SwipeActionsController
    /// Whether a drag about to begin starts on a reorder control the host shows.
    private let startsOnReorderControl: @MainActor (UIPanGestureRecognizer) -> Bool

    package init(swipeActions: SwipeActionsController, startsOnReorderControl: @escaping @MainActor (UIPanGestureRecognizer) -> Bool) {
        self.swipeActions = swipeActions
        self.startsOnReorderControl = startsOnReorderControl
    }

    /// Takes over `host`'s scrolling drag and adds the swiping and reordering drags to it.
    package func attach(to host: UIScrollView) {
        swipeActions.recognizer.delegate = self
        host.panGestureRecognizer.delegate = self
        reorderRecognizer.delegate = self
        host.addGestureRecognizer(swipeActions.recognizer)
        host.addGestureRecognizer(reorderRecognizer)
    }

    package func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let reorders = startsOnReorderControl(pan)
        if pan === reorderRecognizer { return reorders }
        return !reorders && swipeActions.gestureRecognizerShouldBegin(pan)
    }
}
