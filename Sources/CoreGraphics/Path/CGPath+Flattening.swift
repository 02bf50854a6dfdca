extension CGPath {
    /// One subpath as a polyline: curves split into segments about 0.1 units from the curve; a closed subpath ends
    /// where it started.
    package struct Polyline {
        package var points: [CGPoint]
        package var isClosed: Bool

        /// The polyline's length.
        package var length: CGFloat {
            zip(points, points.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
        }
    }

    /// The path's subpaths as polylines, after `transform`.
    package func flattened(transform: CGAffineTransform = .identity) -> [Polyline] {
        var polylines: [Polyline] = []
        func append(_ point: CGPoint) {
            if polylines.isEmpty || polylines[polylines.count - 1].isClosed {
                let start = polylines.last?.points.first ?? .zero
                polylines.append(Polyline(points: [start], isClosed: false))
            }
            polylines[polylines.count - 1].points.append(point)
        }
        for element in elements {
            let last = polylines.last.map { $0.isClosed ? $0.points[0] : $0.points[$0.points.count - 1] } ?? .zero
            switch element.applying(transform) {
            case .move(let p):
                polylines.append(Polyline(points: [p], isClosed: false))
            case .line(let p):
                append(p)
            case .quadCurve(let p, let c):
                let n = Bezier.segmentCount(controlPolygonLength: distance(last, c) + distance(c, p))
                for i in 1...n { append(i == n ? p : Bezier.quad(last, c, p, at: CGFloat(i) / CGFloat(n))) }
            case .curve(let p, let c1, let c2):
                let n = Bezier.segmentCount(controlPolygonLength: distance(last, c1) + distance(c1, c2) + distance(c2, p))
                for i in 1...n { append(i == n ? p : Bezier.cubic(last, c1, c2, p, at: CGFloat(i) / CGFloat(n))) }
            case .closeSubpath:
                guard let index = polylines.indices.last, !polylines[index].isClosed else { continue }
                polylines[index].points.append(polylines[index].points[0])
                polylines[index].isClosed = true
            }
        }
        return polylines
    }

    /// The part of the path between fractions `start` and `end` of its total length, as lines: what a shape
    /// layer's `strokeStart` and `strokeEnd` stroke.
    package func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
        let polylines = flattened()
        let total = polylines.reduce(0) { $0 + $1.length }
        let from = total * min(max(start, 0), 1), to = total * min(max(end, 0), 1)
        let path = CGMutablePath()
        guard to > from else { return path }
        var travelled: CGFloat = 0
        for polyline in polylines {
            var isDrawing = false
            for (a, b) in zip(polyline.points, polyline.points.dropFirst()) {
                let length = distance(a, b)
                defer { travelled += length }
                let segmentStart = max(from, travelled), segmentEnd = min(to, travelled + length)
                guard segmentEnd > segmentStart else { continue }
                func point(at position: CGFloat) -> CGPoint {
                    let t = length > 0 ? (position - travelled) / length : 0
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !isDrawing {
                    path.move(to: point(at: segmentStart))
                    isDrawing = true
                }
                path.addLine(to: point(at: segmentEnd))
            }
        }
        return path
    }

    /// The point at fraction `fraction` of the path's length and the direction of travel there, in radians.
    package func point(atFractionOfLength fraction: CGFloat) -> (point: CGPoint, angle: CGFloat)? {
        let points = flattened().flatMap(\.points)
        let segments = zip(points, points.dropFirst()).filter { $0 != $1 }
        guard let first = segments.first else { return points.first.map { ($0, 0) } }
        let total = segments.reduce(0) { $0 + distance($1.0, $1.1) }
        var remaining = total * min(max(fraction, 0), 1)
        for (a, b) in segments {
            let length = distance(a, b)
            if remaining <= length || (a, b) == segments.last! {
                let t = min(1, remaining / length)
                return (CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t), atan2(b.y - a.y, b.x - a.x))
            }
            remaining -= length
        }
        return (first.0, 0)
    }
}

private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    hypot(b.x - a.x, b.y - a.y)
}
