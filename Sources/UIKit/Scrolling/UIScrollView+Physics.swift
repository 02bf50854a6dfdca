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

    /// How far past an edge a finger must drag for content to be `offset` points past it: the rubber band undone,
    /// d / 0.55 × o / (d − o), so a drag that catches bouncing content goes on from where the content is.
    nonisolated package static func unbanded(_ offset: CGFloat, dimension: CGFloat) -> CGFloat {
        let distance = min(abs(offset), dimension * 0.999)
        guard dimension > 0 else { return offset }
        return dimension / 0.55 * distance / (dimension - distance) * (offset < 0 ? -1 : 1)
    }

    /// How far a flick at `velocity` points a second travels before it stops, keeping `rate` of its speed each
    /// millisecond: v / 1000 × rate / (1 − rate).
    nonisolated package static func projectedDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1 else { return 0 }
        return velocity / 1000 * rate / (1 - rate)
    }

    /// Where content released at `start` with `velocity` points a second is `elapsed` seconds later, its speed
    /// keeping `rate` of itself each millisecond, v(t) = v₀ × rate^ms: start + v₀ / 1000 × (rate^ms − 1) / ln(rate).
    nonisolated package static func coasted(from start: CGFloat, velocity: CGFloat, rate: CGFloat, elapsed: CFTimeInterval) -> CGFloat {
        guard rate > 0, rate < 1 else { return start }
        return start + velocity / 1000 * (pow(rate, CGFloat(elapsed) * 1000) - 1) / log(rate)
    }

    /// The release speed, in points a second, at which content coasts from `start` to rest at `target`.
    nonisolated package static func velocity(coastingFrom start: CGFloat, to target: CGFloat, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1 else { return 0 }
        return (target - start) * 1000 * -log(rate)
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
