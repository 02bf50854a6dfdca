/// Evaluation of quadratic and cubic Bézier curves, shared by bounds, hit testing and flattening.
enum Bezier {
    static func quad(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(
            x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
            y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y
        )
    }

    static func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(
            x: w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p1.x,
            y: w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p1.y
        )
    }

    /// The parameters in (0, 1) where the cubic's x or y derivative is zero.
    static func cubicExtrema(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var roots: [CGFloat] = []
        for (a0, a1, a2, a3) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            // The derivative is 3(a t² + b t + c) with these coefficients.
            let a = -a0 + 3 * a1 - 3 * a2 + a3
            let b = 2 * (a0 - 2 * a1 + a2)
            let c = a1 - a0
            if abs(a) < 1e-12 {
                if b != 0 { roots.append(-c / b) }
                continue
            }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { continue }
            let root = discriminant.squareRoot()
            roots.append((-b + root) / (2 * a))
            roots.append((-b - root) / (2 * a))
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// How many line segments approximate a curve with this control polygon length to about 0.1 units.
    static func segmentCount(controlPolygonLength length: CGFloat) -> Int {
        guard length.isFinite else { return 1 }
        return max(1, min(256, Int((length * 10).squareRoot().rounded(.up))))
    }
}
