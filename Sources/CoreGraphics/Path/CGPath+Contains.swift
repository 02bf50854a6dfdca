extension CGPath {
    /// Whether `point` is inside the path under the given fill rule, curves included.
    ///
    /// Open subpaths count as implicitly closed, as when filling.
    /// - Parameters:
    ///   - point: The point to test, in the path's coordinates before `transform`.
    ///   - rule: Winding (nonzero) or even-odd.
    ///   - transform: Applied to the path before testing.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        var winding = 0
        var crossings = 0
        forEachFlattenedEdge(transform: transform) { from, to in
            // Half-open in y so a vertex shared by two edges is counted once.
            if from.y <= point.y, to.y > point.y {
                if cross(from, to, point) > 0 { winding += 1; crossings += 1 }
            } else if to.y <= point.y, from.y > point.y {
                if cross(from, to, point) < 0 { winding -= 1; crossings += 1 }
            }
        }
        return rule == .winding ? winding != 0 : crossings % 2 == 1
    }

    /// Which side of the directed line from → to the point lies on; positive means left.
    private func cross(_ from: CGPoint, _ to: CGPoint, _ point: CGPoint) -> CGFloat {
        (to.x - from.x) * (point.y - from.y) - (point.x - from.x) * (to.y - from.y)
    }

    /// Calls `edge` for every line segment of the path with curves flattened and subpaths closed.
    func forEachFlattenedEdge(transform: CGAffineTransform, _ edge: (CGPoint, CGPoint) -> Void) {
        for polyline in flattened(transform: transform) {
            for (a, b) in zip(polyline.points, polyline.points.dropFirst()) { edge(a, b) }
            if let first = polyline.points.first, let last = polyline.points.last, first != last { edge(last, first) }
        }
    }
}
