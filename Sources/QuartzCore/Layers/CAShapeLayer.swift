import CoreGraphics

/// A layer that draws a path, filled and stroked, as resolution-independent geometry.
///
/// The path may reach outside the layer's bounds and is drawn there too, as
/// Core Animation does.
open class CAShapeLayer: CALayer {
    public var path: CGPath? { didSet { invalidate(.geometry) } }
    public var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { invalidate(.appearance) } }
    public var fillRule: CAShapeLayerFillRule = .nonZero { didSet { invalidate(.appearance) } }
    public var strokeColor: CGColor? { didSet { invalidate(.geometry) } }
    public var lineWidth: CGFloat = 1 { didSet { invalidate(.geometry) } }
    public var lineCap: CAShapeLayerLineCap = .butt { didSet { invalidate(.geometry) } }
    public var lineJoin: CAShapeLayerLineJoin = .miter { didSet { invalidate(.geometry) } }
    public var miterLimit: CGFloat = 10 { didSet { invalidate(.geometry) } }
    public var lineDashPhase: CGFloat = 0 { didSet { invalidate(.appearance) } }
    /// Alternating painted and unpainted lengths of the stroke.
    public var lineDashPattern: [Double]? { didSet { invalidate(.appearance) } }

    public required init() { super.init() }
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        (path, fillColor, fillRule, strokeColor, lineWidth) = (other.path, other.fillColor, other.fillRule, other.strokeColor, other.lineWidth)
        (lineCap, lineJoin, miterLimit, lineDashPhase, lineDashPattern) = (other.lineCap, other.lineJoin, other.miterLimit, other.lineDashPhase, other.lineDashPattern)
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
            ctx.addPath(path)
            ctx.strokePath()
        }
    }
}
