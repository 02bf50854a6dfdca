import CoreGraphics

/// A layer that draws a path, filled and stroked, as resolution-independent geometry.
///
/// The path may reach outside the layer's bounds and is drawn there too, as
/// Core Animation does.
open class CAShapeLayer: CALayer {
    public var path: CGPath? {
        didSet {
            invalidate(.geometry)
            if path != oldValue { propertyDidChange("path", from: oldValue ?? CGMutablePath()) }
        }
    }
    public var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet {
            invalidate(.appearance)
            if fillColor != oldValue { propertyDidChange("fillColor", from: oldValue ?? CGColor(gray: 0, alpha: 0)) }
        }
    }
    public var fillRule: CAShapeLayerFillRule = .nonZero { didSet { invalidate(.appearance) } }
    public var strokeColor: CGColor? {
        didSet {
            invalidate(.geometry)
            if strokeColor != oldValue { propertyDidChange("strokeColor", from: oldValue ?? CGColor(gray: 0, alpha: 0)) }
        }
    }
    public var lineWidth: CGFloat = 1 {
        didSet {
            if !takeChange("lineWidth", lineWidth, from: oldValue, components: lineWidth, invalidating: .geometry) { lineWidth = oldValue }
        }
    }
    /// Where the stroke starts and ends, as fractions of the path's length.
    public var strokeStart: CGFloat = 0 {
        didSet {
            if !takeChange("strokeStart", strokeStart, from: oldValue, components: strokeStart, invalidating: .appearance) { strokeStart = oldValue }
        }
    }
    public var strokeEnd: CGFloat = 1 {
        didSet {
            if !takeChange("strokeEnd", strokeEnd, from: oldValue, components: strokeEnd, invalidating: .appearance) { strokeEnd = oldValue }
        }
    }
    public var lineCap: CAShapeLayerLineCap = .butt { didSet { invalidate(.geometry) } }
    public var lineJoin: CAShapeLayerLineJoin = .miter { didSet { invalidate(.geometry) } }
    public var miterLimit: CGFloat = 10 { didSet { invalidate(.geometry) } }
    public var lineDashPhase: CGFloat = 0 { didSet { invalidate(.appearance) } }
    /// Alternating painted and unpainted lengths of the stroke.
    public var lineDashPattern: [Double]? { didSet { invalidate(.appearance) } }

    public required init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }

    package override func takeValues(from other: CALayer) {
        super.takeValues(from: other)
        guard let other = other as? CAShapeLayer else { return }
        (path, fillColor, fillRule, strokeColor, lineWidth) = (other.path, other.fillColor, other.fillRule, other.strokeColor, other.lineWidth)
        (lineCap, lineJoin, miterLimit, lineDashPhase, lineDashPattern) = (other.lineCap, other.lineJoin, other.miterLimit, other.lineDashPhase, other.lineDashPattern)
        (strokeStart, strokeEnd) = (other.strokeStart, other.strokeEnd)
    }

    package override func ownAnimatableValue(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "path": path ?? CGMutablePath()
        case "fillColor": fillColor ?? CGColor(gray: 0, alpha: 0)
        case "strokeColor": strokeColor ?? CGColor(gray: 0, alpha: 0)
        case "lineWidth": lineWidth
        case "strokeStart": strokeStart
        case "strokeEnd": strokeEnd
        case "lineDashPhase": lineDashPhase
        case "miterLimit": miterLimit
        default: nil
        }
    }

    package override func setOwnAnimatableValue(_ value: Any, forKeyPath keyPath: String) -> Bool {
        switch (keyPath, value) {
        case ("path", let value as CGPath): path = value
        case ("fillColor", let value as CGColor): fillColor = value
        case ("strokeColor", let value as CGColor): strokeColor = value
        case ("lineWidth", _): lineWidth = AnimatableValue.number(value).map { CGFloat($0) } ?? lineWidth
        case ("strokeStart", _): strokeStart = AnimatableValue.number(value).map { CGFloat($0) } ?? strokeStart
        case ("strokeEnd", _): strokeEnd = AnimatableValue.number(value).map { CGFloat($0) } ?? strokeEnd
        case ("lineDashPhase", _): lineDashPhase = AnimatableValue.number(value).map { CGFloat($0) } ?? lineDashPhase
        case ("miterLimit", _): miterLimit = AnimatableValue.number(value).map { CGFloat($0) } ?? miterLimit
        default: return false
        }
        return true
    }

    package override var vectorContentBounds: CGRect {
        guard let path else { return .null }
        let box = path.boundingBoxOfPath
        guard strokeColor != nil else { return box }
        // A miter can reach beyond half the line width; the limit bounds how far.
        let reach = lineWidth / 2 * max(1, lineJoin == .miter ? miterLimit : 1)
        return box.insetBy(dx: -reach, dy: -reach)
    }

    package override func paintVectorContent(in ctx: CGContext) {
        guard let path else { return }
        if let fillColor, fillColor.alpha > 0 {
            ctx.setFillColor(fillColor)
            ctx.addPath(path)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        if let strokeColor, strokeColor.alpha > 0, lineWidth > 0 {
            ctx.setStrokeColor(strokeColor)
            ctx.setLineWidth(lineWidth)
            ctx.setLineCap(lineCap.cgLineCap)
            ctx.setLineJoin(lineJoin.cgLineJoin)
            ctx.setMiterLimit(miterLimit)
            ctx.setLineDash(phase: lineDashPhase, lengths: (lineDashPattern ?? []).map { CGFloat($0) })
            ctx.addPath(strokeStart > 0 || strokeEnd < 1 ? path.trimmed(from: strokeStart, to: strokeEnd) : path)
            ctx.strokePath()
        }
    }
}
