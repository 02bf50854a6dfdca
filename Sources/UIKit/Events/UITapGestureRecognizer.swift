import CoreGraphics
import Foundation

/// A recognizer for taps: a number of fingers coming down and up, a number of times in a row, without moving far.
///
/// It recognizes when the last required tap ends, and fails if a finger moves more than 10 points, more fingers
/// come down than required, or the next tap of a multi-tap does not begin within 0.35 seconds.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    /// How far a finger may move before the taps no longer count, in points.
    static let allowableMovement: CGFloat = 10

    private var tapsSoFar = 0
    private var mostTouchesInThisTap = 0
    private var start: CGPoint?
    private var nextTapDeadline: ClockTimer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        nextTapDeadline?.cancel()
        for touch in touches { touchOrigins[ObjectIdentifier(touch)] = touch.location(in: nil) }
        if start == nil { start = location(in: nil) }
        mostTouchesInThisTap = max(mostTouchesInThisTap, numberOfTouches)
        if numberOfTouches > numberOfTouchesRequired || start!.distance(to: location(in: nil)) > Self.multiTapRadius {
            state = .failed
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            let origin = touchOrigins[ObjectIdentifier(touch)] ?? touch.previousLocation(in: nil)
            if origin.distance(to: touch.location(in: nil)) > Self.allowableMovement { return state = .failed }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 0 else { return }
        guard mostTouchesInThisTap == numberOfTouchesRequired else { return state = .failed }
        tapsSoFar += 1
        mostTouchesInThisTap = 0
        if tapsSoFar >= numberOfTapsRequired {
            state = .recognized
        } else {
            nextTapDeadline = ClockTimer.schedule(after: UIWindow.multiTapInterval) { [weak self] in
                if self?.state == .possible { self?.state = .failed }
            }
        }
    }

    open override func reset() {
        super.reset()
        tapsSoFar = 0
        mostTouchesInThisTap = 0
        start = nil
        touchOrigins.removeAll()
        nextTapDeadline?.cancel()
        nextTapDeadline = nil
    }

    /// How far from the first tap the later taps of a multi-tap may land, in points.
    private static let multiTapRadius: CGFloat = 45

    /// Where each touch came down, to measure how far it moved.
    private var touchOrigins: [ObjectIdentifier: CGPoint] = [:]
}
