import CoreGraphics
import Foundation

/// A recognizer for dragging: it begins once the fingers have moved 10 points, and reports the translation and
/// velocity of their centroid until they lift.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// The scroll input (mouse wheel, trackpad) the recognizer follows as if a finger dragged; none by default.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// How long after the last scroll input a scroll gesture ends, in seconds.
    static let scrollEndDelay: TimeInterval = 0.1
    /// The translation scroll input has made so far, while it drives the gesture; nil while fingers do.
    private var scrolled: CGPoint?
    private var scrollEnd: ClockTimer?

    /// Whether scroll input, not fingers, drives the gesture.
    package var isFollowingScrollInput: Bool { scrolled != nil }

    /// How far the fingers move before the pan begins, in points.
    static let hysteresis: CGFloat = 10

    /// Where the translation is measured from, in window coordinates.
    private var origin: CGPoint?
    /// Recent centroids and their times, for the velocity.
    private var samples: [(location: CGPoint, time: TimeInterval)] = []

    /// How far the fingers moved since the gesture began (or since `setTranslation(_:in:)`), in `view`'s coordinates.
    open func translation(in view: UIView?) -> CGPoint {
        if let scrolled { return scrolled }
        guard let origin else { return .zero }
        let (from, to) = (converted(origin, to: view), converted(location(in: nil), to: view))
        return CGPoint(x: to.x - from.x, y: to.y - from.y)
    }

    /// Makes the translation read `translation` in `view`'s coordinates from here on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = converted(location(in: nil), to: view)
        let start = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
        origin = view.map { $0.convert(start, to: $0.window) } ?? start
    }

    /// The fingers' speed in `view`'s coordinates, in points per second, over the last tenth of a second.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= 0.1 }), last.time > first.time else { return .zero }
        let (from, to) = (converted(first.location, to: view), converted(last.location, to: view))
        let seconds = CGFloat(last.time - first.time)
        return CGPoint(x: (to.x - from.x) / seconds, y: (to.y - from.y) / seconds)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > maximumNumberOfTouches {
            if state == .possible { state = .failed }
            return
        }
        rebase(event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        record(event)
        switch state {
        case .possible:
            let moved = translation(in: nil)
            if numberOfTouches >= minimumNumberOfTouches, hypot(moved.x, moved.y) >= Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == 0 {
            state = state == .possible ? .failed : .ended
        } else {
            rebase(event)
        }
    }

    open override func reset() {
        super.reset()
        origin = nil
        samples.removeAll()
        scrolled = nil
        scrollEnd?.cancel()
        scrollEnd = nil
    }

    /// Follows scroll input that moves content by `delta` points, as a finger dragging by it would; the gesture
    /// begins with the first input and ends when none has come for a tenth of a second.
    package func scroll(by delta: CGPoint, at location: CGPoint, time: TimeInterval) {
        guard state == .possible || scrolled != nil else { return }
        let total = CGPoint(x: (scrolled?.x ?? 0) + delta.x, y: (scrolled?.y ?? 0) + delta.y)
        scrolled = total
        samples.append((CGPoint(x: location.x + total.x, y: location.y + total.y), time))
        samples.removeAll { time - $0.time > 0.25 }
        state = state == .possible ? .began : .changed
        scrollEnd?.cancel()
        scrollEnd = ClockTimer.schedule(after: Self.scrollEndDelay) { [weak self] in
            guard let self, self.scrolled != nil else { return }
            self.state = .ended
            self.state = .possible
        }
    }

    /// Moves the origin with the centroid when a finger joins or leaves, so that the jump does not count as movement.
    private func rebase(_ event: UIEvent) {
        let now = location(in: nil)
        if let origin, let last = samples.last?.location {
            self.origin = CGPoint(x: origin.x + now.x - last.x, y: origin.y + now.y - last.y)
        } else {
            origin = now
        }
        samples = [(now, event.timestamp)]
    }

    private func record(_ event: UIEvent) {
        samples.append((location(in: nil), event.timestamp))
        samples.removeAll { event.timestamp - $0.time > 0.25 }
    }

    private func converted(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: view.window)
    }
}

extension UIPanGestureRecognizer {
    /// Where the drag began, in `view`'s coordinates: where it is less how far it went.
    package func startLocation(in view: UIView?) -> CGPoint {
        let location = location(in: view), translation = translation(in: view)
        return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    }
}
