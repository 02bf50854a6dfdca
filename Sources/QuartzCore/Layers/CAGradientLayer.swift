import CoreGraphics
import Foundation

/// A layer that fills its bounds with a color gradient.
open class CAGradientLayer: CALayer {
    /// The gradient's colors; Core Animation takes `CGColor`s here.
    public var colors: [Any]? {
        didSet {
            invalidate(.appearance)
            propertyDidChange("colors", from: oldValue ?? [])
        }
    }
    /// Where each color stops, from 0 to 1; nil spreads them evenly.
    public var locations: [NSNumber]? {
        didSet {
            invalidate(.appearance)
            propertyDidChange("locations", from: oldValue ?? [])
        }
    }
    /// Start and end in unit coordinates of the bounds.
    public var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet {
            invalidate(.appearance)
            if startPoint != oldValue { propertyDidChange("startPoint", from: oldValue) }
        }
    }
    public var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet {
            invalidate(.appearance)
            if endPoint != oldValue { propertyDidChange("endPoint", from: oldValue) }
        }
    }
    public var type: CAGradientLayerType = .axial { didSet { invalidate(.appearance) } }

    public required init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }

    package override func takeValues(from other: CALayer) {
        super.takeValues(from: other)
        guard let other = other as? CAGradientLayer else { return }
        (colors, locations, startPoint, endPoint, type) = (other.colors, other.locations, other.startPoint, other.endPoint, other.type)
    }

    package override func ownAnimatableValue(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "colors": colors ?? []
        case "locations": (locations ?? []).map(\.doubleValue)
        case "startPoint": startPoint
        case "endPoint": endPoint
        default: nil
        }
    }

    package override func setOwnAnimatableValue(_ value: Any, forKeyPath keyPath: String) -> Bool {
        switch (keyPath, value) {
        case ("colors", let value as [Any]): colors = value
        case ("locations", let value as [Any]): locations = value.compactMap { AnimatableValue.number($0).map(NSNumber.init(value:)) }
        case ("startPoint", let value as CGPoint): startPoint = value
        case ("endPoint", let value as CGPoint): endPoint = value
        default: return false
        }
        return true
    }

    package override var vectorContentBounds: CGRect { (colors?.isEmpty ?? true) ? .null : bounds }

    package override func paintVectorContent(in ctx: CGContext) {
        let cgColors = (colors ?? []).compactMap { $0 as! CGColor? }
        guard !cgColors.isEmpty else { return }
        let stops = locations.map { $0.map { CGFloat($0.doubleValue) } }
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
