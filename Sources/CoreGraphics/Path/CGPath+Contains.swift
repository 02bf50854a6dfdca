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
        var start: CGPoint?
        var last = CGPoint.zero
        func closeIfOpen() {
            if let start, start != last { edge(last, start) }
        }
        for element in elements {
            switch element.applying(transform) {
            case .move(let p):
                closeIfOpen()
                start = p
                last = p
            case .line(let p):
                edge(last, p)
                last = p
            case .quadCurve(let p, let c):
                let n = Bezier.segmentCount(controlPolygonLength: distance(last, c) + distance(c, p))
                var previous = last
                for i in 1...n {
                    let next = i == n ? p : Bezier.quad(last, c, p, at: CGFloat(i) / CGFloat(n))
                    edge(previous, next)
                    previous = next
                }
                last = p
            case .curve(let p, let c1, let c2):
                let length = distance(last, c1) + distance(c1, c2) + distance(c2, p)
                let n = Bezier.segmentCount(controlPolygonLength: length)
                var previous = last
                for i in 1...n {
                    let next = i == n ? p : Bezier.cubic(last, c1, c2, p, at: CGFloat(i) / CGFloat(n))
                    edge(previous, next)
                    previous = next
                }
                last = p
            case .closeSubpath:
                closeIfOpen()
                if let start { last = start }
            }
        }
        closeIfOpen()
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        hypot(b.x - a.x, b.y - a.y)
    }
}
