import CoreGraphics

/// A layer that fills its bounds with a color gradient.
open class CAGradientLayer: CALayer {
    /// The gradient's colors; Core Animation takes `CGColor`s here.
    public var colors: [Any]? { didSet { invalidate(.appearance) } }
    /// Where each color stops, from 0 to 1; nil spreads them evenly.
    public var locations: [Double]? { didSet { invalidate(.appearance) } }
    /// Start and end in unit coordinates of the bounds.
    public var startPoint = CGPoint(x: 0.5, y: 0) { didSet { invalidate(.appearance) } }
    public var endPoint = CGPoint(x: 0.5, y: 1) { didSet { invalidate(.appearance) } }
    public var type: CAGradientLayerType = .axial { didSet { invalidate(.appearance) } }

    public required init() { super.init() }
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        (colors, locations, startPoint, endPoint, type) = (other.colors, other.locations, other.startPoint, other.endPoint, other.type)
    }

    package override var vectorContentBounds: CGRect { (colors?.isEmpty ?? true) ? .null : bounds }

    package override func paintVectorContent(in ctx: CGContext) {
        let cgColors = (colors ?? []).compactMap { $0 as! CGColor? }
        guard !cgColors.isEmpty else { return }
        let stops = locations.map { $0.map { CGFloat($0) } }
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: cgColors, locations: stops) else { return }
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        ctx.saveGState()
        ctx.clip(to: bounds)
        let start = point(startPoint), end = point(endPoint)
        let options: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        if type == .radial {
            let radius = (hypot(end.x - start.x, end.y - start.y))
            ctx.drawRadialGradient(gradient, startCenter: start, startRadius: 0, endCenter: start, endRadius: radius, options: options)
        } else {
            ctx.drawLinearGradient(gradient, start: start, end: end, options: options)
        }
        ctx.restoreGState()
    }
}
