import CoreGraphics
import Foundation

/// A recognizer for the pointer moving over a view with no button pressed: it begins when the pointer enters
/// the view, changes as it moves, and ends when it leaves.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// Where the pointer is, in window coordinates.
    private var pointer: CGPoint?

    /// The pointer's location in `view`'s coordinates (the window's when nil).
    open override func location(in view: UIView?) -> CGPoint {
        guard let pointer else { return super.location(in: view) }
        guard let view else { return pointer }
        return view.convert(pointer, from: view.window)
    }

    /// Follows the pointer at `point` (window coordinates) over the view, or away from it when nil.
    package func hover(at point: CGPoint?) {
        if let point {
            pointer = point
            state = state == .possible ? .began : .changed
        } else {
            state = .ended
            pointer = nil
            state = .possible
        }
    }
}
