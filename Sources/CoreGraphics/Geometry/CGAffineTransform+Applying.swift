// Foundation on Linux has the CG geometry types but not CGAffineTransform, so the
// `applying(_:)` members Apple's CoreGraphics adds to them live here.

extension CGPoint {
    /// Returns the point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Returns the size transformed by `t`, ignoring its translation; components may become negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// Returns the smallest rectangle containing this rectangle's four transformed corners.
    ///
    /// The null rectangle stays null, as on Apple platforms.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        if t.b == 0, t.c == 0 {
            let x0 = t.a * minX + t.tx, x1 = t.a * maxX + t.tx
            let y0 = t.d * minY + t.ty, y1 = t.d * maxY + t.ty
            return CGRect(x: Swift.min(x0, x1), y: Swift.min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        }
        let corners = [
            CGPoint(x: minX, y: minY).applying(t), CGPoint(x: maxX, y: minY).applying(t),
            CGPoint(x: minX, y: maxY).applying(t), CGPoint(x: maxX, y: maxY).applying(t),
        ]
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let lowX = xs.min()!, lowY = ys.min()!
        return CGRect(x: lowX, y: lowY, width: xs.max()! - lowX, height: ys.max()! - lowY)
    }
}

extension CGAffineTransform {
    /// Whether the transform maps horizontal and vertical lines to horizontal and vertical lines: it scales, flips,
    /// turns by a quarter or moves, so a rectangle's edges stay along the pixel grid. A quarter turn made with
    /// `cos` and `sin` leaves rounding errors where zeros belong, which are taken as zeros.
    package var isRectilinear: Bool {
        let zero = 1e-9
        return (abs(b) < zero && abs(c) < zero) || (abs(a) < zero && abs(d) < zero)
    }
}
