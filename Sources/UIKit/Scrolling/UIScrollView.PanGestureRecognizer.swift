import Foundation

extension UIScrollView {
    /// The scroll view's pan: a finger coming down stops a moving scroll view, and a drag does not begin where
    /// there is nothing to move, or on content that keeps its touches, so touches there stay with the content.
    package final class PanGestureRecognizer: UIPanGestureRecognizer {
        package weak var scrollView: UIScrollView?

        package override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            scrollView?.fingerDidComeDown()
        }

        package override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            if state == .possible, let scrollView {
                let drags = scrollView.dragsAlong
                if !drags.horizontal, !drags.vertical { return }
                if let view = touches.first?.view, !scrollView.mayCancelTouches(in: view) { return }
                // A drag mostly along an axis the scroll view does not move on is left to a scroll view around it.
                let moved = translation(in: nil)
                if hypot(moved.x, moved.y) >= Self.hysteresis, abs(moved.x) > abs(moved.y) ? !drags.horizontal : !drags.vertical {
                    state = .failed
                    return
                }
            }
            super.touchesMoved(touches, with: event)
        }

        /// The scroll view's pan and pinch go together, as in UIKit: two fingers can move and zoom the content at once.
        package override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
            preventedGestureRecognizer !== scrollView?.pinch && super.canPrevent(preventedGestureRecognizer)
        }

        package override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
            preventingGestureRecognizer !== scrollView?.pinch && super.canBePrevented(by: preventingGestureRecognizer)
        }

        package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            let wasDragging = state == .began || state == .changed
            super.touchesEnded(touches, with: event)
            if numberOfTouches == 0, !wasDragging { scrollView?.fingerDidLiftWithoutDragging() }
        }

        package override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesCancelled(touches, with: event)
            if numberOfTouches == 0 { scrollView?.fingerDidLiftWithoutDragging() }
        }
    }
}
