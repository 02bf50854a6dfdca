import CoreGraphics
import Foundation

/// iOS's scrolling formulas, in closed form so that a position depends only on the time since a motion began.
extension UIScrollView {
    /// The angular frequency of the spring that brings content back from past an edge: a unit mass on a spring of
    /// stiffness 100, critically damped.
    nonisolated package static let springFrequency: CGFloat = 10

    /// How far content moves past an edge when the finger has dragged `excess` points past it, across a view
    /// `dimension` points long: iOS's rubber band, (1 − 1 / (x × 0.55 / d + 1)) × d.
    nonisolated package static func rubberBand(_ excess: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let distance = abs(excess)
        return (1 - 1 / (distance * 0.55 / dimension + 1)) * dimension * (excess < 0 ? -1 : 1)
    }

    /// How far a flick at `velocity` points a second travels before it stops, keeping `rate` of its speed each
    /// millisecond: v / 1000 × rate / (1 − rate).
    nonisolated package static func projectedDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1 else { return 0 }
        return velocity / 1000 * rate / (1 - rate)
    }

    /// Where decelerating content is `elapsed` seconds after leaving `start` for `target`: the distance left
    /// shrinks by `rate` each millisecond, start + (target − start) × (1 − rate^ms).
    nonisolated package static func decelerated(from start: CGFloat, to target: CGFloat, rate: CGFloat, elapsed: CFTimeInterval) -> CGFloat {
        start + (target - start) * (1 - pow(rate, CGFloat(elapsed) * 1000))
    }

    /// Where a critically damped spring holds content `elapsed` seconds after it was `displacement` points from
    /// `rest` moving at `velocity` points a second: rest + (x₀ + (v₀ + ωx₀) t) e^(−ωt).
    nonisolated package static func sprung(to rest: CGFloat, displacement: CGFloat, velocity: CGFloat, elapsed: CFTimeInterval) -> (position: CGFloat, velocity: CGFloat) {
        let omega = springFrequency, t = CGFloat(elapsed), decay = exp(-omega * t)
        let position = rest + (displacement + (velocity + omega * displacement) * t) * decay
        return (position, (velocity - omega * (velocity + omega * displacement) * t) * decay)
    }

    /// A smooth start and stop over the unit interval, for animated offsets and zooms.
    nonisolated package static func eased(_ progress: CGFloat) -> CGFloat {
        let clamped = min(max(progress, 0), 1)
        return 0.5 - 0.5 * cos(.pi * clamped)
    }
}
