import CoreGraphics
import Foundation

/// A recognizer for two fingers moving apart or together: `scale` is their distance over the distance they
/// started at, and the gesture begins once that changes by 8 points.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The fingers' distance relative to where the gesture started; setting it makes the current distance read so.
    open var scale: CGFloat = 1 {
        didSet { if let distance = fingerDistance(), scale > 0, scale.isFinite { reference = distance / scale } }
    }
    /// How fast `scale` changes, per second.
    open private(set) var velocity: CGFloat = 0

    /// The distance at which `scale` reads 1.
    private var reference: CGFloat?
    private var lastSample: (scale: CGFloat, time: TimeInterval)?
    /// Ends a zoom from the wheel once no input has come for a tenth of a second, as a scroll does.
    private var zoomEnd: ClockTimer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches <= 2 else { return }
        if numberOfTouches == 2, let distance = fingerDistance() {
            // The gesture's scale carries on when a second finger comes back.
            reference = distance / scale
            lastSample = (scale, event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 2, let reference, let distance = fingerDistance(), reference > 0 else { return }
        let newScale = distance / reference
        if let lastSample, event.timestamp > lastSample.time {
            velocity = (newScale - lastSample.scale) / CGFloat(event.timestamp - lastSample.time)
        }
        lastSample = (newScale, event.timestamp)
        switch state {
        case .possible where abs(distance - reference) >= 8:
            scale = newScale
            state = .began
        case .began, .changed:
            scale = newScale
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

    /// Follows zoom input that multiplies the scale by `factor`, with the pointer at `location`: the gesture begins
    /// with the first input and ends when none has come for a tenth of a second.
    package func zoom(by factor: CGFloat, at location: CGPoint, time: TimeInterval) {
        guard state == .possible || zoomEnd != nil else { return }
        lastLocationInWindow = location
        let newScale = scale * factor
        if let lastSample, time > lastSample.time { velocity = (newScale - lastSample.scale) / CGFloat(time - lastSample.time) }
        lastSample = (newScale, time)
        scale = newScale
        state = state == .possible ? .began : .changed
        zoomEnd?.cancel()
        zoomEnd = ClockTimer.schedule(after: 0.1) { [weak self] in
            guard let self else { return }
            zoomEnd = nil
            state = .ended
            state = .possible
        }
    }

    open override func reset() {
        super.reset()
        scale = 1
        velocity = 0
        reference = nil
        lastSample = nil
    }

    private func fingerDistance() -> CGFloat? {
        let down = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard down.count == 2 else { return nil }
        return down[0].locationInWindow.distance(to: down[1].locationInWindow)
    }
}
