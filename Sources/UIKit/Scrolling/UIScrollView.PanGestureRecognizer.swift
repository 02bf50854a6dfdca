import Foundation

extension UIScrollView {
    /// The scroll view's pan: a finger coming down stops a moving scroll view, and a drag does not begin where
    /// there is nothing to move, so touches there stay with the content.
    package final class PanGestureRecognizer: UIPanGestureRecognizer {
        package weak var scrollView: UIScrollView?

        package override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            scrollView?.fingerDidComeDown()
        }

        package override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            if state == .possible, let scrollView, !scrollView.dragsAlong.horizontal, !scrollView.dragsAlong.vertical { return }
            super.touchesMoved(touches, with: event)
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
