@_implementationOnly import CCairo

extension CGContext {
    /// Pushes a copy of the graphics state (`cairo_save` plus colors, alpha, shadow and the rest).
    public func saveGState() {
        savedStates.append(state)
        cairo_save(cr)
    }

    /// Restores the most recently saved graphics state; unbalanced calls are ignored.
    ///
    /// A transparency layer's own saved states can't be restored past its beginning.
    public func restoreGState() {
        guard savedStates.count > (layerDepths.last ?? 0) else { return }
        state = savedStates.removeLast()
        cairo_restore(cr)
        applyAntialias()
    }

    /// Sets the fill color.
    public func setFillColor(_ color: CGColor) {
        state.fillColor = color
    }

    /// Sets the fill color from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill color to a gray.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the stroke color.
    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = color
    }

    /// Sets the stroke color from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke color to a gray.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the stroke width in user-space units (`cairo_set_line_width`).
    public func setLineWidth(_ width: CGFloat) {
        cairo_set_line_width(cr, max(0, width))
    }

    /// Sets how the ends of open subpaths are stroked.
    public func setLineCap(_ cap: CGLineCap) {
        let cairoCap = switch cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        cairo_set_line_cap(cr, cairoCap)
    }

    /// Sets how corners are stroked.
    public func setLineJoin(_ join: CGLineJoin) {
        let cairoJoin = switch join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_join(cr, cairoJoin)
    }

    /// Sets the ratio of miter length to line width beyond which miter joins are beveled.
    public func setMiterLimit(_ limit: CGFloat) {
        cairo_set_miter_limit(cr, limit)
    }

    /// Sets the dash pattern for strokes; an empty `lengths` draws solid lines.
    ///
    /// Patterns Cairo would reject (negative lengths, all zero) also draw solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        if lengths.isEmpty || lengths.contains(where: { $0 < 0 || !$0.isFinite }) || !lengths.contains(where: { $0 > 0 }) {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            let doubles = lengths.map(Double.init)
            cairo_set_dash(cr, doubles, Int32(doubles.count), phase)
        }
    }

    /// Sets the opacity every drawing is multiplied by, clamped to 0...1.
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = min(max(alpha, 0), 1)
    }

    /// Sets how drawing composites with the existing contents.
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
        cairo_set_operator(cr, mode.cairoOperator)
    }

    /// Turns anti-aliasing on or off for the current graphics state.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
        applyAntialias()
    }

    /// Whether what is drawn now is antialiased: the graphics state's setting, where the context allows it.
    package var shouldAntialias: Bool { state.shouldAntialias && allowsAntialiasing }

    /// Allows or forbids anti-aliasing for the context as a whole; not part of the graphics state.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        self.allowsAntialiasing = allowsAntialiasing
        applyAntialias()
    }

    private func applyAntialias() {
        cairo_set_antialias(cr, state.shouldAntialias && allowsAntialiasing ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// How images drawn at other than their natural size are smoothed.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Enables a shadow under everything drawn, or disables it when `color` is nil or clear.
    ///
    /// - Parameters:
    ///   - offset: In device space with y up, unaffected by the CTM, as on Apple platforms.
    ///   - blur: The blur amount; the shadow is blurred with a Gaussian of σ = blur / 2.
    ///   - color: The shadow's color.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        if let color, color.alpha > 0 {
            state.shadow = Shadow(offset: offset, blur: max(0, blur), color: color)
        } else {
            state.shadow = nil
        }
    }

    /// Enables a shadow in Apple's default color, black at one-third opacity.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGContext.defaultShadowColor)
    }

    private static let defaultShadowColor = CGColor(gray: 0, alpha: 1.0 / 3.0)
}
