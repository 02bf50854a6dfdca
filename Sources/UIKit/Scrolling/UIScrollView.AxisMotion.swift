import CoreGraphics
import Foundation

extension UIScrollView {
    /// One axis's movement over time, as closed-form pieces that follow one another.
    package struct AxisMotion {
        package enum Piece {
            case rest(CGFloat)
            /// Coasting from `start` at `velocity` points a second, slowing by `rate` a millisecond, until it reaches
            /// `stop` or, without one, comes within half a point of where it would end.
            case coast(start: CGFloat, velocity: CGFloat, rate: CGFloat, stop: CGFloat?)
            case spring(rest: CGFloat, displacement: CGFloat, velocity: CGFloat)
            case ease(from: CGFloat, to: CGFloat, duration: CFTimeInterval)
        }

        /// The pieces and the seconds after the motion's start at which each takes over.
        package var pieces: [(start: CFTimeInterval, piece: Piece)]

        package init(_ piece: Piece) {
            pieces = [(0, piece)]
        }

        /// A flick released at `position` with `velocity` points a second, within the offsets `limits`: it coasts
        /// until it reaches where the flick's projection says it stops, v / 1000 × rate / (1 − rate) on, a little before
        /// it would stand still; reaching an edge first, it springs back to it when `bounces` or stops there otherwise.
        /// Released past an edge, it springs back at once.
        package init(flickFrom position: CGFloat, velocity: CGFloat, rate: CGFloat, limits: ClosedRange<CGFloat>, bounces: Bool) {
            if !limits.contains(position) {
                let edge = min(max(position, limits.lowerBound), limits.upperBound)
                self.init(.spring(rest: edge, displacement: position - edge, velocity: velocity))
                return
            }
            let target = position + UIScrollView.projectedDistance(velocity: velocity, rate: rate)
            let stop = min(max(target, limits.lowerBound), limits.upperBound)
            self.init(.coast(start: position, velocity: velocity, rate: rate, stop: stop))
            guard stop != target else { return }
            // The content reaches the edge when rate^ms = 1 + (edge − start) × ln(rate) × 1000 / v, at v × rate^ms.
            let remaining = 1 + (stop - position) * log(rate) * 1000 / velocity
            let milliseconds = log(remaining) / log(rate)
            pieces = [(0, .coast(start: position, velocity: velocity, rate: rate, stop: nil)),
                      (CFTimeInterval(milliseconds / 1000), bounces ? .spring(rest: stop, displacement: 0, velocity: velocity * remaining) : .rest(stop))]
        }

        /// Coasting from `position` to rest at `target`, for a page or a resting place the delegate chose.
        package init(coastingFrom position: CGFloat, to target: CGFloat, rate: CGFloat) {
            guard rate > 0, rate < 1 else {
                self.init(.rest(target))
                return
            }
            self.init(.coast(start: position, velocity: UIScrollView.velocity(coastingFrom: position, to: target, rate: rate), rate: rate, stop: nil))
        }

        /// Where the axis is `elapsed` seconds after the motion began, and whether it has come to rest there.
        package func sample(at elapsed: CFTimeInterval) -> (value: CGFloat, finished: Bool) {
            let (start, piece) = pieces.last { $0.start <= elapsed } ?? pieces[0]
            let t = max(0, elapsed - start)
            switch piece {
            case .rest(let value):
                return (value, true)
            case let .coast(from, velocity, rate, stop):
                // A rate that keeps all the speed, or more, or none, stops the content where it is.
                guard rate > 0, rate < 1 else { return (from, true) }
                let value = UIScrollView.coasted(from: from, velocity: velocity, rate: rate, elapsed: t)
                if let stop { return (value - stop) * velocity >= 0 ? (stop, true) : (value, false) }
                let end = from - velocity / 1000 / log(rate)
                return abs(end - value) < 0.5 ? (end, true) : (value, false)
            case let .spring(rest, displacement, velocity):
                let (value, speed) = UIScrollView.sprung(to: rest, displacement: displacement, velocity: velocity, elapsed: t)
                return abs(value - rest) < 0.5 && abs(speed) < 20 ? (rest, true) : (value, false)
            case let .ease(from, to, duration):
                guard duration > 0, t < duration else { return (to, true) }
                return (from + (to - from) * UIScrollView.eased(CGFloat(t / duration)), false)
            }
        }
    }
}
