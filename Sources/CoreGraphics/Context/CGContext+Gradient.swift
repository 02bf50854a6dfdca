@_implementationOnly import CCairo

extension CGContext {
    /// Fills the clip area with a gradient along the line from `start` to `end`.
    ///
    /// Without the `options`, nothing is drawn before the start or after the end, as on Apple platforms.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard start != end else { return }
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
        draw(gradient, pattern: pattern, options: options) {
            // Only one side extends: clip away the half-plane beyond the other end.
            let before = options.contains(.drawsBeforeStartLocation)
            let edge = before ? end : start
            let length = hypot(end.x - start.x, end.y - start.y)
            let along = CGPoint(x: (end.x - start.x) / length, y: (end.y - start.y) / length)
            let across = CGPoint(x: -along.y, y: along.x)
            let far = farDistance
            let back = before ? -far : far
            addLines(between: [
                CGPoint(x: edge.x + across.x * far, y: edge.y + across.y * far),
                CGPoint(x: edge.x - across.x * far, y: edge.y - across.y * far),
                CGPoint(x: edge.x - across.x * far + along.x * back, y: edge.y - across.y * far + along.y * back),
                CGPoint(x: edge.x + across.x * far + along.x * back, y: edge.y + across.y * far + along.y * back),
            ])
            closePath()
            clip()
        }
    }

    /// Fills the clip area with a gradient between two circles.
    ///
    /// Without the `options`, nothing is drawn inside the start circle or outside the end circle.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard startRadius >= 0, endRadius >= 0, startRadius.isFinite, endRadius.isFinite else { return }
        let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius)!
        draw(gradient, pattern: pattern, options: options) {
            // Only one side extends: keep inside the end circle, or outside the start circle.
            if options.contains(.drawsBeforeStartLocation) {
                addEllipse(in: CGRect(x: endCenter.x - endRadius, y: endCenter.y - endRadius, width: 2 * endRadius, height: 2 * endRadius))
                clip()
            } else {
                let far = farDistance
                addRect(CGRect(x: startCenter.x - far, y: startCenter.y - far, width: 2 * far, height: 2 * far))
                addEllipse(in: CGRect(x: startCenter.x - startRadius, y: startCenter.y - startRadius,
                                      width: 2 * startRadius, height: 2 * startRadius))
                clip(using: .evenOdd)
            }
        }
    }

    /// A user-space distance that reaches past every edge of the bitmap, for clipping to half-planes.
    private var farDistance: CGFloat {
        let t = ctm
        let scale = max(abs(t.a * t.d - t.b * t.c).squareRoot(), 1e-6)
        let reach = CGFloat(width + height) * 4
        return reach / scale + hypot(t.tx, t.ty) / scale
    }

    /// Adds the gradient's stops to `pattern` (taking ownership) and paints the clip area with it.
    private func draw(_ gradient: CGGradient, pattern: OpaquePointer, options: CGGradientDrawingOptions,
                      clipOneSide: () -> Void) {
        defer { cairo_pattern_destroy(pattern) }
        guard !isDrawingSuppressed else { return }
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.red, stop.green, stop.blue, stop.alpha)
        }
        let extendsBefore = options.contains(.drawsBeforeStartLocation)
        let extendsAfter = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, extendsBefore || extendsAfter ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        let oneSided = extendsBefore != extendsAfter
        cairo_save(cr)
        cairo_new_path(cr)
        if oneSided { clipOneSide() }
        cairo_set_source(cr, pattern)
        let alpha = state.alpha
        render(.clip) { cairo_paint_with_alpha(cr, alpha) }
        cairo_restore(cr)
    }
}
