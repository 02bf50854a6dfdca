/// The shapes both `CGMutablePath` and `CGContext` can add, expressed once as element sequences
/// so a path built either way has exactly the same curves.
///
/// Each function calls `emit` in order; a leading `.line(to:)` means "connect from the current
/// point", which receivers treat as a move when there is none.
enum PathGeometry {
    /// The Bézier handle length for a quarter circle of radius 1.
    private static let kappa: CGFloat = 0.552_284_749_830_793_4

    /// Emits a circular arc as cubic curves of at most 90° each.
    ///
    /// Angles follow Core Graphics: `clockwise` means decreasing angle, which is clockwise in a
    /// y-up space. A sweep in the wrong direction is taken modulo 2π, so equal angles give a point.
    static func arc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        _ emit: (CGPath.Element) -> Void
    ) {
        let twoPi = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        // An angle that is not a number describes no arc; Core Graphics draws nothing for it.
        guard sweep.isFinite, radius.isFinite else { return }
        if clockwise {
            if sweep > 0 {
                sweep = sweep.truncatingRemainder(dividingBy: twoPi)
                if sweep != 0 { sweep -= twoPi }
            }
            sweep = max(sweep, -twoPi)
        } else {
            if sweep < 0 {
                sweep = sweep.truncatingRemainder(dividingBy: twoPi)
                if sweep != 0 { sweep += twoPi }
            }
            sweep = min(sweep, twoPi)
        }
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        emit(.line(to: point(startAngle)))
        let segments = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let handle = 4 / 3 * tan(step / 4) * radius
        var angle = startAngle
        for _ in 0..<segments {
            let next = angle + step
            let from = point(angle), to = point(next)
            emit(.curve(
                to: to,
                control1: CGPoint(x: from.x - handle * sin(angle), y: from.y + handle * cos(angle)),
                control2: CGPoint(x: to.x + handle * sin(next), y: to.y - handle * cos(next))
            ))
            angle = next
        }
    }

    /// Emits the arc tangent to the lines current→tangent1End and tangent1End→tangent2End,
    /// preceded by a line to its first tangent point; degenerate input gives a line to tangent1End.
    static func tangentArc(
        from current: CGPoint?, tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
        _ emit: (CGPath.Element) -> Void
    ) {
        guard let p0 = current, radius > 0 else {
            emit(.line(to: p1))
            return
        }
        let v0 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
        let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let len0 = hypot(v0.x, v0.y), len2 = hypot(v2.x, v2.y)
        let cross = v0.x * v2.y - v0.y * v2.x
        guard len0 > 0, len2 > 0, abs(cross) > 1e-12 * len0 * len2 else {
            emit(.line(to: p1))
            return
        }
        let u0 = CGPoint(x: v0.x / len0, y: v0.y / len0), u2 = CGPoint(x: v2.x / len2, y: v2.y / len2)
        let cosTheta = max(-1, min(1, u0.x * u2.x + u0.y * u2.y))
        let halfAngle = acos(cosTheta) / 2
        let distance = radius / tan(halfAngle)
        let start = CGPoint(x: p1.x + u0.x * distance, y: p1.y + u0.y * distance)
        let end = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
        let bisector = CGPoint(x: u0.x + u2.x, y: u0.y + u2.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(halfAngle)
        let center = CGPoint(
            x: p1.x + bisector.x / bisectorLength * centerDistance,
            y: p1.y + bisector.y / bisectorLength * centerDistance
        )
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        let endAngle = atan2(end.y - center.y, end.x - center.x)
        // Turning left (positive cross of incoming and outgoing directions) is counterclockwise.
        let clockwise = cross > 0
        arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, emit)
    }

    /// Emits a closed rectangle starting at its minimum corner, counterclockwise in y-up space.
    static func rect(_ r: CGRect, _ emit: (CGPath.Element) -> Void) {
        let r = r.standardized
        emit(.move(to: CGPoint(x: r.minX, y: r.minY)))
        emit(.line(to: CGPoint(x: r.maxX, y: r.minY)))
        emit(.line(to: CGPoint(x: r.maxX, y: r.maxY)))
        emit(.line(to: CGPoint(x: r.minX, y: r.maxY)))
        emit(.closeSubpath)
    }

    /// Emits a closed ellipse inscribed in `r` as four cubic curves, starting at its rightmost point.
    static func ellipse(in r: CGRect, _ emit: (CGPath.Element) -> Void) {
        roundedRect(r, cornerWidth: r.standardized.width / 2, cornerHeight: r.standardized.height / 2, emit)
    }

    /// Emits a closed rounded rectangle with elliptical corners, counterclockwise in y-up space.
    ///
    /// Corner sizes are clamped to half the rectangle; zero corners give a plain rectangle.
    static func roundedRect(_ r: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, _ emit: (CGPath.Element) -> Void) {
        let r = r.standardized
        let rx = min(max(cornerWidth, 0), r.width / 2), ry = min(max(cornerHeight, 0), r.height / 2)
        guard rx > 0, ry > 0 else {
            rect(r, emit)
            return
        }
        let hx = rx * kappa, hy = ry * kappa
        let (x0, x1, y0, y1) = (r.minX, r.maxX, r.minY, r.maxY)
        emit(.move(to: CGPoint(x: x1, y: y0 + ry)))
        if y1 - ry > y0 + ry { emit(.line(to: CGPoint(x: x1, y: y1 - ry))) }
        emit(.curve(to: CGPoint(x: x1 - rx, y: y1), control1: CGPoint(x: x1, y: y1 - ry + hy), control2: CGPoint(x: x1 - rx + hx, y: y1)))
        if x1 - rx > x0 + rx { emit(.line(to: CGPoint(x: x0 + rx, y: y1))) }
        emit(.curve(to: CGPoint(x: x0, y: y1 - ry), control1: CGPoint(x: x0 + rx - hx, y: y1), control2: CGPoint(x: x0, y: y1 - ry + hy)))
        if y1 - ry > y0 + ry { emit(.line(to: CGPoint(x: x0, y: y0 + ry))) }
        emit(.curve(to: CGPoint(x: x0 + rx, y: y0), control1: CGPoint(x: x0, y: y0 + ry - hy), control2: CGPoint(x: x0 + rx - hx, y: y0)))
        if x1 - rx > x0 + rx { emit(.line(to: CGPoint(x: x1 - rx, y: y0))) }
        emit(.curve(to: CGPoint(x: x1, y: y0 + ry), control1: CGPoint(x: x1 - rx + hx, y: y0), control2: CGPoint(x: x1, y: y0 + ry - hy)))
        emit(.closeSubpath)
    }
}
