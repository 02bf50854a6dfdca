import CoreGraphics
import Foundation

/// A recognizer for two fingers turning around each other: `rotation` is the angle, in radians (clockwise on
/// screen positive), between the line through them now and where it started; it begins after about 3 degrees.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The turn since the gesture started; setting it makes the current angle read so.
    open var rotation: CGFloat = 0 {
        didSet { if let angle = fingerAngle() { reference = angle - rotation } }
    }
    /// How fast `rotation` changes, in radians per second.
    open private(set) var velocity: CGFloat = 0

    private var reference: CGFloat?
    private var lastSample: (rotation: CGFloat, time: TimeInterval)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 2, let angle = fingerAngle() else { return }
        reference = angle - rotation
        lastSample = (rotation, event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 2, let reference, let angle = fingerAngle() else { return }
        // The turn relative to the reference, brought into -pi...pi so it runs on smoothly through half a turn.
        var turn = angle - reference
        let previous = lastSample?.rotation ?? 0
        while turn - previous > .pi { turn -= 2 * .pi }
        while turn - previous < -.pi { turn += 2 * .pi }
        if let lastSample, event.timestamp > lastSample.time {
            velocity = (turn - lastSample.rotation) / CGFloat(event.timestamp - lastSample.time)
        }
        lastSample = (turn, event.timestamp)
        switch state {
        case .possible where abs(turn) >= 0.05:
            rotation = turn
            state = .began
        case .began, .changed:
            rotation = turn
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches < 2 else { return }
        switch state {
        case .began, .changed: state = .ended
        case .possible where numberOfTouches == 0: state = .failed
        default: break
        }
    }

    open override func reset() {
        super.reset()
        rotation = 0
        velocity = 0
        reference = nil
        lastSample = nil
    }

    private func fingerAngle() -> CGFloat? {
        let down = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard down.count == 2 else { return nil }
        let (a, b) = (down[0].locationInWindow, down[1].locationInWindow)
        return atan2(b.y - a.y, b.x - a.x)
    }
}
