import Foundation

/// The pace of an animation: a cubic Bézier curve from (0, 0) to (1, 1) that maps elapsed time to progress.
///
/// Immutable, so it can be shared between threads and animations.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The curve's two inner control points; the outer ones are (0, 0) and (1, 1).
    private let c1: (x: Double, y: Double)
    private let c2: (x: Double, y: Double)

    /// A curve with control points (0, 0), (`c1x`, `c1y`), (`c2x`, `c2y`) and (1, 1); x values are kept within 0...1,
    /// so that time only moves forward.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func clamped(_ x: Float) -> Double { x.isFinite ? min(max(Double(x), 0), 1) : 0 }
        func finite(_ y: Float) -> Double { y.isFinite ? Double(y) : 0 }
        c1 = (clamped(c1x), finite(c1y))
        c2 = (clamped(c2x), finite(c2y))
        super.init()
    }

    /// One of the predefined curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        let points: (Float, Float, Float, Float) = switch name {
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInEaseOut: (0.42, 0, 0.58, 1)
        case .default: (0.25, 0.1, 0.25, 1)
        default: (0, 0, 1, 1)
        }
        self.init(controlPoints: points.0, points.1, points.2, points.3)
    }

    /// Writes control point `idx` (0 to 3) as two floats, x then y, to `ptr`; an index out of range writes nothing.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points = [(0.0, 0.0), c1, c2, (1.0, 1.0)]
        guard points.indices.contains(idx) else { return }
        ptr[0] = Float(points[idx].0)
        ptr[1] = Float(points[idx].1)
    }

    /// The progress at `time`, both from 0 to 1: the curve's y where its x is `time`.
    ///
    /// x(t) is solved exactly enough to be invisible (1e-7): Newton's method from a good start, falling back to
    /// bisection where the slope is too flat for it.
    package func progress(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time < 1 else { return 1 }
        let t = parameter(forX: time)
        return Self.bezier(t, c1.y, c2.y)
    }

    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    private func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = Self.bezier(t, c1.x, c2.x) - x
            if abs(error) < 1e-7 { return t }
            let derivative = Self.slope(t, c1.x, c2.x)
            guard abs(derivative) > 1e-6 else { break }
            t -= error / derivative
        }
        var (low, high) = (0.0, 1.0)
        t = x
        for _ in 0..<60 {
            let value = Self.bezier(t, c1.x, c2.x)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return c1 == other.c1 && c2 == other.c2
    }

    open override var hash: Int { c1.x.hashValue ^ (c2.y.hashValue &* 31) }
}
