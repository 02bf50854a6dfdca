@_implementationOnly import CCairo

extension CGContext {
    /// Makes the fill color, times the context alpha, Cairo's source.
    private func useFillColor() {
        use(state.fillColor)
    }

    /// Makes the stroke color, times the context alpha, Cairo's source.
    private func useStrokeColor() {
        use(state.strokeColor)
    }

    private func use(_ color: CGColor) {
        guard let tile = color.patternTile else {
            let color = color.rgba
            return cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * state.alpha)
        }
        // Cairo's image sources have no alpha of their own, so a see-through pattern repeats a faded copy of its tile.
        let alpha = color.alpha * state.alpha
        var surface = tile.image.surface
        if alpha < 1 {
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(tile.image.width), Int32(tile.image.height))
            let fading = cairo_create(surface)
            cairo_set_source_surface(fading, tile.image.surface, 0, 0)
            cairo_paint_with_alpha(fading, alpha)
            cairo_destroy(fading)
        }
        let pattern = cairo_pattern_create_for_surface(surface)!
        if alpha < 1 { cairo_surface_destroy(surface) }
        // Tiles start at the origin and stand upright on the device, whose y goes down: a y-up space turns them over.
        var userToDevice = cairo_matrix_t()
        cairo_get_matrix(cr, &userToDevice)
        let flip: CGFloat = userToDevice.yy < 0 ? -1 : 1
        var userToTile = CGAffineTransform(scaleX: tile.scale, y: tile.scale * flip).cairoMatrix
        cairo_pattern_set_matrix(pattern, &userToTile)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }

    private func cairoFillRule(_ rule: CGPathFillRule) -> cairo_fill_rule_t {
        rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD
    }

    /// Fills the current path with the fill color and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        useFillColor()
        cairo_set_fill_rule(cr, cairoFillRule(rule))
        render(.fill) { cairo_fill(cr) }
    }

    /// Strokes the current path with the stroke color and line settings and clears it.
    public func strokePath() {
        useStrokeColor()
        render(.stroke) { cairo_stroke(cr) }
    }

    /// Fills, strokes or both, then clears the current path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillPath(using: .winding)
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            cairo_set_fill_rule(cr, cairoFillRule(mode == .fillStroke ? .winding : .evenOdd))
            render(.fillAndStroke) {
                useFillColor()
                cairo_fill_preserve(cr)
                useStrokeColor()
                cairo_stroke(cr)
            }
        }
    }

    /// Fills a rectangle with the fill color; the current path is replaced and consumed.
    public func fill(_ rect: CGRect) {
        cairo_new_path(cr)
        addRect(rect)
        fillPath()
    }

    /// Fills the union of the rectangles with the fill color.
    public func fill(_ rects: [CGRect]) {
        cairo_new_path(cr)
        addRects(rects)
        fillPath()
    }

    /// Strokes a rectangle's outline.
    public func stroke(_ rect: CGRect) {
        cairo_new_path(cr)
        addRect(rect)
        strokePath()
    }

    /// Strokes a rectangle's outline with the given line width, leaving the state's width unchanged.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let previous = cairo_get_line_width(cr)
        setLineWidth(width)
        stroke(rect)
        cairo_set_line_width(cr, previous)
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        cairo_new_path(cr)
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        cairo_new_path(cr)
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes a line between each pair of points: 0 to 1, 2 to 3 and so on.
    public func strokeLineSegments(between points: [CGPoint]) {
        cairo_new_path(cr)
        var index = 0
        while index + 1 < points.count {
            append(.move(to: points[index]))
            append(.line(to: points[index + 1]))
            index += 2
        }
        strokePath()
    }

    /// Makes a rectangle fully transparent, ignoring alpha, blend mode and shadow but not the clip.
    public func clear(_ rect: CGRect) {
        guard !isDrawingSuppressed else { return }
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_rectangle(cr, rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
        cairo_fill(cr)
        cairo_restore(cr)
        didDraw()
    }
}
