/// How the interior of a self-intersecting or nested path is decided.
public enum CGPathFillRule: Int, Sendable {
    /// Nonzero winding number: a point is inside if path crossings around it don't cancel out.
    case winding = 0
    /// A point is inside if a ray from it crosses the path an odd number of times.
    case evenOdd = 1
}
