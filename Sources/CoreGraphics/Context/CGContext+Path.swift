@_implementationOnly import CCairo

extension CGContext {
    /// Adds one user-space element to Cairo's current path; quadratic curves become cubics.
    func append(_ element: CGPath.Element) {
        guard !isDrawingSuppressed else { return }
        switch element {
        case .move(let p):
            cairo_move_to(cr, p.x, p.y)
        case .line(let p):
            // With no current point Cairo makes this a move, as CGPath does.
            cairo_line_to(cr, p.x, p.y)
        case .quadCurve(let p, let c):
            guard cairo_has_current_point(cr) != 0 else {
                cairo_move_to(cr, p.x, p.y)
                return
            }
            var x0 = 0.0, y0 = 0.0
            cairo_get_current_point(cr, &x0, &y0)
            cairo_curve_to(cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0),
                           p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
        case .curve(let p, let c1, let c2):
            cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        case .closeSubpath:
            cairo_close_path(cr)
        }
    }

    /// Discards the current path (`cairo_new_path`).
    public func beginPath() {
        cairo_new_path(cr)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        append(.move(to: point))
    }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint) {
        append(.line(to: point))
    }

    /// Adds a move to the first point and lines through the rest.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        append(.move(to: first))
        for point in points.dropFirst() { append(.line(to: point)) }
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        append(.quadCurve(to: end, control: control))
    }

    /// Adds a circular arc, connected by a line from the current point if there is one.
    ///
    /// `clockwise` is in user space's own y-up sense, as on Apple platforms.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        PathGeometry.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                         clockwise: clockwise, append)
    }

    /// Adds an arc tangent to the lines from the current point to `tangent1End` and on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        PathGeometry.tangentArc(from: currentPointIfAny, tangent1End: tangent1End, tangent2End: tangent2End,
                                radius: radius, append)
    }

    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect) {
        guard !isDrawingSuppressed else { return }
        let rect = rect.origin.x.magnitude + rect.size.width.magnitude < 0x10_0000 && rect.origin.y.magnitude + rect.size.height.magnitude < 0x10_0000
            ? rect : clippedToCairoRange(rect)
        cairo_rectangle(cr, rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
    }

    /// The part of a huge rectangle that Cairo's fixed-point device coordinates can hold, which covers every pixel a
    /// bitmap can have; Cairo would wrap the rest around into garbage. Only axis-aligned user space is clipped.
    private func clippedToCairoRange(_ rect: CGRect) -> CGRect {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx != 0, matrix.yy != 0 else { return rect }
        let limit: CGFloat = 0x40_0000
        // Plain comparisons: under a tiny scale the reach is infinite, which Foundation's rectangle functions trap on.
        let reachX = [(-limit - matrix.x0) / matrix.xx, (limit - matrix.x0) / matrix.xx]
        let reachY = [(-limit - matrix.y0) / matrix.yy, (limit - matrix.y0) / matrix.yy]
        let x = [rect.origin.x, rect.origin.x + rect.size.width], y = [rect.origin.y, rect.origin.y + rect.size.height]
        let minX = max(x.min()!, reachX.min()!), maxX = min(x.max()!, reachX.max()!)
        let minY = max(y.min()!, reachY.min()!), maxY = min(y.max()!, reachY.max()!)
        guard minX < maxX, minY < maxY else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Adds one closed rectangle per element of `rects`.
    public func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) {
        PathGeometry.ellipse(in: rect, append)
    }

    /// Adds every element of `path`, interpreted in the current user space.
    public func addPath(_ path: CGPath) {
        for element in path.elements { append(element) }
    }

    /// Closes the current subpath.
    public func closePath() {
        append(.closeSubpath)
    }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool {
        cairo_has_current_point(cr) == 0
    }

    /// The current point in user space, or `.zero` when the path is empty.
    public var currentPointOfPath: CGPoint {
        currentPointIfAny ?? .zero
    }

    private var currentPointIfAny: CGPoint? {
        guard cairo_has_current_point(cr) != 0 else { return nil }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounding box of the current path in user space (`cairo_path_extents`), or `.null` if it is empty.
    public var boundingBoxOfPath: CGRect {
        guard !isPathEmpty else { return .null }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// A copy of the current path in user space (`cairo_copy_path`), or nil if it is empty.
    public var path: CGPath? {
        guard !isPathEmpty, let copied = cairo_copy_path(cr) else { return nil }
        defer { cairo_path_destroy(copied) }
        let result = CGMutablePath()
        var index = 0
        let data = copied.pointee.data!
        while index < Int(copied.pointee.num_data) {
            let header = data[index].header
            func point(_ offset: Int) -> CGPoint {
                CGPoint(x: data[index + offset].point.x, y: data[index + offset].point.y)
            }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: result.move(to: point(1))
            case CAIRO_PATH_LINE_TO: result.addLine(to: point(1))
            case CAIRO_PATH_CURVE_TO: result.addCurve(to: point(3), control1: point(1), control2: point(2))
            default: result.closeSubpath()
            }
            index += Int(header.length)
        }
        return result
    }

    /// Whether `point` (in user space) would be painted by drawing the current path in `mode`.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let inFill: (cairo_fill_rule_t) -> Bool = { rule in
            cairo_set_fill_rule(self.cr, rule)
            return cairo_in_fill(self.cr, point.x, point.y) != 0
        }
        let inStroke = { cairo_in_stroke(self.cr, point.x, point.y) != 0 }
        return switch mode {
        case .fill: inFill(CAIRO_FILL_RULE_WINDING)
        case .eoFill: inFill(CAIRO_FILL_RULE_EVEN_ODD)
        case .stroke: inStroke()
        case .fillStroke: inFill(CAIRO_FILL_RULE_WINDING) || inStroke()
        case .eoFillStroke: inFill(CAIRO_FILL_RULE_EVEN_ODD) || inStroke()
        }
    }
}
