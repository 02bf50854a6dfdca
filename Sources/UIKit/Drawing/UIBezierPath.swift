import CoreGraphics

/// A path of straight and curved segments, drawn in UIKit's coordinates (y down).
open class UIBezierPath: NSObject, NSCopying {
    public private(set) var cgPath: CGPath
    private var mutablePath: CGMutablePath

    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var usesEvenOddFillRule = false
    private var dash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    public override init() {
        mutablePath = CGMutablePath()
        cgPath = mutablePath
        super.init()
    }

    /// A copy with the same path and drawing properties, as `copy()` gives on iOS.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath(cgPath: cgPath)
        (copy.lineWidth, copy.lineCapStyle, copy.lineJoinStyle) = (lineWidth, lineCapStyle, lineJoinStyle)
        (copy.miterLimit, copy.usesEvenOddFillRule, copy.dash) = (miterLimit, usesEvenOddFillRule, dash)
        return copy
    }

    public convenience init(cgPath path: CGPath) {
        self.init()
        mutate { $0.addPath(path) }
    }

    public convenience init(rect: CGRect) {
        self.init()
        mutate { $0.addRect(rect) }
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        mutate { $0.addEllipse(in: rect) }
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        // UIRectCorner and CACornerMask share their bit layout.
        mutate { $0.addRoundedRect(rect, cornerRadius: cornerRadii.width, corners: CACornerMask(rawValue: corners.rawValue)) }
    }

    /// An arc; `clockwise` is as seen on screen, in UIKit's flipped coordinates.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    private func mutate(_ change: (CGMutablePath) -> Void) {
        change(mutablePath)
        cgPath = mutablePath.copy()!
    }

    public func move(to point: CGPoint) { mutate { $0.move(to: point) } }
    public func addLine(to point: CGPoint) { mutate { $0.addLine(to: point) } }

    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        mutate { $0.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2) }
    }

    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        mutate { $0.addQuadCurve(to: endPoint, control: controlPoint) }
    }

    /// Adds an arc; Core Graphics measures `clockwise` with y up, so UIKit's on-screen sense is the opposite.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        mutate { $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise) }
    }

    public func close() { mutate { $0.closeSubpath() } }

    public func removeAllPoints() {
        mutablePath = CGMutablePath()
        cgPath = mutablePath
    }

    public func append(_ bezierPath: UIBezierPath) { mutate { $0.addPath(bezierPath.cgPath) } }

    public func apply(_ transform: CGAffineTransform) {
        let transformed = CGMutablePath()
        transformed.addPath(cgPath, transform: transform)
        mutablePath = transformed
        cgPath = transformed.copy()!
    }

    public var bounds: CGRect { cgPath.boundingBoxOfPath }
    public var currentPoint: CGPoint { cgPath.currentPoint }
    public var isEmpty: Bool { cgPath.isEmpty }

    public func contains(_ point: CGPoint) -> Bool {
        cgPath.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dash = (pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [], phase)
    }

    /// Fills the enclosed area with the current context's fill color.
    public func fill() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.addPath(cgPath)
        ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        fill()
        ctx.restoreGState()
    }

    /// Draws the outline with the current context's stroke color and this path's line attributes.
    public func stroke() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCapStyle)
        ctx.setLineJoin(lineJoinStyle)
        ctx.setMiterLimit(miterLimit)
        ctx.setLineDash(phase: dash.phase, lengths: dash.pattern)
        ctx.addPath(cgPath)
        ctx.strokePath()
        ctx.restoreGState()
    }

    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        stroke()
        ctx.restoreGState()
    }

    /// Intersects the current context's clipping area with the enclosed area.
    public func addClip() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.addPath(cgPath)
        ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
