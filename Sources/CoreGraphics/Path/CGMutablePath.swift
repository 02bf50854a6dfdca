/// A path that can be built up element by element.
///
/// Every method takes an optional transform applied to the points it adds.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty path.
    public override init() {
        super.init()
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.move(to: point), transform: transform)
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.line(to: point), transform: transform)
    }

    /// Adds a sequence of connected lines: a move to the first point, then lines to the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        append(.move(to: first), transform: transform)
        for point in points.dropFirst() { append(.line(to: point), transform: transform) }
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        append(.quadCurve(to: end, control: control), transform: transform)
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        append(.curve(to: end, control1: control1, control2: control2), transform: transform)
    }

    /// Adds a circular arc, preceded by a line from the current point to the arc's start if there is one.
    ///
    /// `clockwise` is in the path's own y-up sense, so in a flipped (UIKit) space it looks reversed.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        PathGeometry.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise) {
            append($0, transform: transform)
        }
    }

    /// Adds an arc of `delta` radians from `startAngle`; positive deltas run counterclockwise in y-up space.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
               clockwise: delta < 0, transform: transform)
    }

    /// Adds an arc tangent to the lines from the current point to `tangent1End` and on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        // The current point is stored transformed; the geometry works in the untransformed space.
        let start = current.map { $0.applying(transform.inverted()) }
        PathGeometry.tangentArc(from: start, tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) {
            append($0, transform: transform)
        }
    }

    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        PathGeometry.rect(rect) { append($0, transform: transform) }
    }

    /// Adds one closed rectangle per element of `rects`.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        PathGeometry.ellipse(in: rect) { append($0, transform: transform) }
    }

    /// Adds a closed rounded rectangle; corners larger than half the rectangle are clamped.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        PathGeometry.roundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight) {
            append($0, transform: transform)
        }
    }

    /// Appends all of `path`'s elements.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.elements { append(element, transform: transform) }
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        append(.closeSubpath)
    }
}
