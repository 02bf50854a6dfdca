import CoreGraphics
import Foundation

/// A recognizer for a quick flick in one of its directions: the fingers must travel 50 points that way within
/// half a second, without straying sideways by more than half as far.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1

    /// How far the fingers must travel, in points, and within how long.
    static let minimumDistance: CGFloat = 50
    static let maximumDuration: TimeInterval = 0.5

    private var start: (location: CGPoint, time: TimeInterval)?
    private var deadline: ClockTimer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches <= numberOfTouchesRequired else { return state = .failed }
        start = (location(in: nil), event.timestamp)
        deadline?.cancel()
        deadline = ClockTimer.schedule(after: Self.maximumDuration) { [weak self] in
            if self?.state == .possible { self?.state = .failed }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, numberOfTouches == numberOfTouchesRequired else { return }
        let now = location(in: nil)
        let (dx, dy) = (now.x - start.location.x, now.y - start.location.y)
        let (along, across): (CGFloat, CGFloat) = abs(dx) >= abs(dy) ? (dx, dy) : (dy, dx)
        let travelled: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        if abs(across) > max(abs(along), Self.minimumDistance) / 2 || (abs(along) >= 10 && !direction.contains(travelled)) {
            state = .failed
        } else if abs(along) >= Self.minimumDistance {
            state = .recognized
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == 0, state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
        deadline?.cancel()
        deadline = nil
    }
}
