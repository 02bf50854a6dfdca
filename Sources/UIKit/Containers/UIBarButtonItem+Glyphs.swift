import CoreGraphics

/// The system items' glyphs, drawn as paths in place of SF Symbols, which do not ship: template images a bar tints.
extension UIBarButtonItem {
    static func glyph(for item: SystemItem) -> UIImage? {
        guard let draw = glyphPaths[item] else { return nil }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in
            UIColor.black.set()
            for (path, filled) in draw() {
                if filled {
                    path.fill()
                } else {
                    path.lineWidth = 1.8
                    path.lineCapStyle = .round
                    path.lineJoinStyle = .round
                    path.stroke()
                }
            }
        }
        return image.withRenderingMode(.alwaysTemplate)
    }

    private static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    /// A path through `points`, closed when asked.
    private static func polyline(_ points: [CGPoint], closed: Bool = false) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: points[0])
        for point in points.dropFirst() { path.addLine(to: point) }
        if closed { path.close() }
        return path
    }

    /// Each glyph as paths, stroked or (when true) filled, on a 24-point square.
    private static let glyphPaths: [SystemItem: () -> [(UIBezierPath, Bool)]] = [
        .add: { [(polyline([p(12, 4), p(12, 20)]), false), (polyline([p(4, 12), p(20, 12)]), false)] },
        .close: { [(polyline([p(6, 6), p(18, 18)]), false), (polyline([p(18, 6), p(6, 18)]), false)] },
        .stop: { [(polyline([p(6, 6), p(18, 18)]), false), (polyline([p(18, 6), p(6, 18)]), false)] },
        .trash: { [
            (polyline([p(4, 6), p(20, 6)]), false),
            (polyline([p(9, 6), p(9, 3.5), p(15, 3.5), p(15, 6)]), false),
            (polyline([p(6, 6), p(7, 21), p(17, 21), p(18, 6)]), false),
            (polyline([p(10, 10), p(10, 17)]), false), (polyline([p(14, 10), p(14, 17)]), false),
        ] },
        .action: { [
            (polyline([p(9, 9), p(6, 9), p(6, 21), p(18, 21), p(18, 9), p(15, 9)]), false),
            (polyline([p(12, 2.5), p(12, 14)]), false),
            (polyline([p(8.5, 6), p(12, 2.5), p(15.5, 6)]), false),
        ] },
        .compose: { [
            (polyline([p(12, 4), p(4, 4), p(4, 20), p(20, 20), p(20, 12)]), false),
            (polyline([p(10, 14), p(10.5, 11.5), p(19, 3), p(21, 5), p(12.5, 13.5)], closed: true), false),
        ] },
        .reply: {
            let tail = UIBezierPath()
            tail.move(to: p(3, 11.5))
            tail.addCurve(to: p(21, 19), controlPoint1: p(14, 11.5), controlPoint2: p(20, 13))
            return [(polyline([p(10, 5), p(3, 11.5), p(10, 18)]), false), (tail, false)]
        },
        .refresh: { [
            (UIBezierPath(arcCenter: p(12, 13), radius: 7.5, startAngle: -.pi / 2, endAngle: .pi * 1.3, clockwise: true), false),
            (polyline([p(9.5, 2.5), p(12.5, 5.5), p(9.5, 8.5)]), false),
        ] },
        .search: { [
            (UIBezierPath(ovalIn: CGRect(x: 3.5, y: 3.5, width: 12, height: 12)), false),
            (polyline([p(14, 14), p(20.5, 20.5)]), false),
        ] },
        .camera: { [
            (UIBezierPath(roundedRect: CGRect(x: 2.5, y: 7, width: 19, height: 13), cornerRadius: 2.5), false),
            (polyline([p(8, 7), p(9.5, 4), p(14.5, 4), p(16, 7)]), false),
            (UIBezierPath(ovalIn: CGRect(x: 8.5, y: 9.5, width: 7, height: 7)), false),
        ] },
        .play: { [(polyline([p(7, 4), p(19, 12), p(7, 20)], closed: true), true)] },
        .pause: { [(UIBezierPath(rect: CGRect(x: 6, y: 4, width: 4, height: 16)), true),
                   (UIBezierPath(rect: CGRect(x: 14, y: 4, width: 4, height: 16)), true)] },
        .rewind: { [(polyline([p(12, 6), p(3, 12), p(12, 18)], closed: true), true),
                    (polyline([p(21, 6), p(12, 12), p(21, 18)], closed: true), true)] },
        .fastForward: { [(polyline([p(3, 6), p(12, 12), p(3, 18)], closed: true), true),
                         (polyline([p(12, 6), p(21, 12), p(12, 18)], closed: true), true)] },
        .organize: { [(polyline([p(2.5, 19.5), p(2.5, 5), p(9, 5), p(11, 7.5), p(21.5, 7.5), p(21.5, 19.5)], closed: true), false)] },
        .bookmarks: { [
            (polyline([p(12, 6), p(12, 20)]), false),
            (polyline([p(12, 6), p(7, 4), p(2.5, 5), p(2.5, 19), p(7, 18), p(12, 20), p(17, 18), p(21.5, 19), p(21.5, 5), p(17, 4)],
                      closed: true), false),
        ] },
    ]
}
