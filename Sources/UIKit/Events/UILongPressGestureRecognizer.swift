import CoreGraphics
import Foundation

/// A recognizer for a press held in place: it begins once the fingers have been down for `minimumPressDuration`
/// without moving more than `allowableMovement`, changes as they move, and ends when they lift.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move before the press begins, in points.
    open var allowableMovement: CGFloat = 10
    open var numberOfTouchesRequired = 1
    /// Full taps that must come before the press.
    open var numberOfTapsRequired = 0

    private var start: CGPoint?
    private var pressTimer: ClockTimer?
    private var tapsSoFar = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        pressTimer?.cancel()
        guard numberOfTouches <= numberOfTouchesRequired else { return state = .failed }
        start = location(in: nil)
        guard tapsSoFar == numberOfTapsRequired, numberOfTouches == numberOfTouchesRequired else { return }
        pressTimer = ClockTimer.schedule(after: minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible, self.numberOfTouches == self.numberOfTouchesRequired else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if let start, start.distance(to: location(in: nil)) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 0 else { return }
        switch state {
        case .began, .changed:
            state = .ended
        case .possible where tapsSoFar < numberOfTapsRequired:
            // A required tap: the press proper must follow it soon.
            tapsSoFar += 1
            pressTimer = ClockTimer.schedule(after: UIWindow.multiTapInterval) { [weak self] in
                if self?.state == .possible { self?.state = .failed }
            }
        default:
            state = .failed
        }
    }

    open override func reset() {
        super.reset()
        pressTimer?.cancel()
        pressTimer = nil
        start = nil
        tapsSoFar = 0
    }
}
