/// One element of a path as `CGPath.applyWithBlock(_:)` hands it out: a type and its points.
///
/// `points` holds 1 point for moves and lines, 2 for quadratic curves (control, end),
/// 3 for cubic curves (control 1, control 2, end) and none for `closeSubpath`.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}
