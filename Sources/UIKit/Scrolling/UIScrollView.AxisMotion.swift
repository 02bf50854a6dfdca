import CoreGraphics
import Foundation

extension UIScrollView {
    /// One axis's movement over time, as closed-form pieces that follow one another.
    package struct AxisMotion {
        package enum Piece {
            case rest(CGFloat)
            case decay(start: CGFloat, target: CGFloat, rate: CGFloat)
            case spring(rest: CGFloat, displacement: CGFloat, velocity: CGFloat)
            case ease(from: CGFloat, to: CGFloat, duration: CFTimeInterval)
        }

        /// The pieces and the seconds after the motion's start at which each takes over.
        package var pieces: [(start: CFTimeInterval, piece: Piece)]

        package init(_ piece: Piece) {
            pieces = [(0, piece)]
        }

        /// A flick released at `position` with `velocity` points a second, within the offsets `limits`: it
        /// decelerates towards where the flick would stop and, reaching an edge first, springs back to it when
        /// `bounces` or stops there otherwise. Released past an edge, it springs back at once.
        package init(flickFrom position: CGFloat, velocity: CGFloat, rate: CGFloat, limits: ClosedRange<CGFloat>, bounces: Bool) {
            if !limits.contains(position) {
                let edge = min(max(position, limits.lowerBound), limits.upperBound)
                self.init(.spring(rest: edge, displacement: position - edge, velocity: velocity))
                return
            }
            let distance = UIScrollView.projectedDistance(velocity: velocity, rate: rate), target = position + distance
            self.init(.decay(start: position, target: target, rate: rate))
            guard !limits.contains(target) else { return }
            let edge = target > limits.upperBound ? limits.upperBound : limits.lowerBound
            // The distance left shrinks by `rate` a millisecond, so the edge comes when rate^ms = 1 − (edge − start) / distance.
            let remaining = 1 - (edge - position) / distance
            let milliseconds = log(remaining) / log(rate)
            let speed = -distance * log(rate) * remaining * 1000
            pieces.append((CFTimeInterval(milliseconds / 1000),
                           bounces ? .spring(rest: edge, displacement: 0, velocity: speed) : .rest(edge)))
        }

        /// Where the axis is `elapsed` seconds after the motion began, and whether it has come to rest there.
        package func sample(at elapsed: CFTimeInterval) -> (value: CGFloat, finished: Bool) {
            let (start, piece) = pieces.last { $0.start <= elapsed } ?? pieces[0]
            let t = max(0, elapsed - start)
            switch piece {
            case .rest(let value):
                return (value, true)
            case let .decay(from, target, rate):
                let value = UIScrollView.decelerated(from: from, to: target, rate: rate, elapsed: t)
                return abs(target - value) < 0.5 ? (target, true) : (value, false)
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
