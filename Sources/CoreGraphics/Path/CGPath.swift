/// An immutable graphics path: subpaths of lines and Bézier curves.
///
/// `CGMutablePath` is the mutable subclass. Paths are shared across threads the way Apple's
/// are; a `CGMutablePath` must not be mutated while another thread reads it.
public class CGPath: Hashable, @unchecked Sendable {
    /// The path's elements in order; QuartzCore and UIKit read paths through this.
    package internal(set) var elements: [Element]
    /// The end point of the last element, or the start of the subpath after a close.
    var current: CGPoint?
    /// Where the current subpath began, which `closeSubpath` returns to.
    var subpathStart: CGPoint?

    init() {
        elements = []
    }

    /// Creates a closed rectangular path, optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        PathGeometry.rect(rect) { append($0, transform: transform?.pointee ?? .identity) }
    }

    /// Creates a closed elliptical path inscribed in `rect`, optionally transformed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        PathGeometry.ellipse(in: rect) { append($0, transform: transform?.pointee ?? .identity) }
    }

    /// Creates a closed rounded-rectangle path, optionally transformed.
    ///
    /// Apple traps when a corner is larger than half the rectangle; here it is clamped.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init()
        PathGeometry.roundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight) {
            append($0, transform: transform?.pointee ?? .identity)
        }
    }

    /// Appends one element after transforming it, keeping the current point up to date.
    ///
    /// A line or curve with no current point becomes a move to its end, where Apple would log an error.
    func append(_ element: Element, transform: CGAffineTransform = .identity) {
        let element = transform.isIdentity ? element : element.applying(transform)
        switch element {
        case .move(let p):
            elements.append(element)
            current = p
            subpathStart = p
        case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
            guard current != nil else {
                append(.move(to: p))
                return
            }
            elements.append(element)
            current = p
        case .closeSubpath:
            guard current != nil else { return }
            elements.append(.closeSubpath)
            current = subpathStart
        }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element would start from, or `.zero` for an empty path.
    public var currentPoint: CGPoint { current ?? .zero }

    /// The smallest rectangle containing every point of the path, control points included.
    ///
    /// Returns `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        var bounds = Bounds()
        for element in elements {
            switch element {
            case .move(let p), .line(let p): bounds.add(p)
            case .quadCurve(let p, let c): bounds.add(p); bounds.add(c)
            case .curve(let p, let c1, let c2): bounds.add(p); bounds.add(c1); bounds.add(c2)
            case .closeSubpath: break
            }
        }
        return bounds.rect
    }

    /// The smallest rectangle containing the path's outline, curves measured at their extremes.
    ///
    /// Returns `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var bounds = Bounds()
        var last = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                bounds.add(p)
                last = p
            case .quadCurve(let p, let c):
                bounds.add(p)
                for axis in 0..<2 {
                    let (a, b, e) = axis == 0 ? (last.x, c.x, p.x) : (last.y, c.y, p.y)
                    let denominator = a - 2 * b + e
                    if denominator != 0 {
                        let t = (a - b) / denominator
                        if t > 0, t < 1 { bounds.add(Bezier.quad(last, c, p, at: t)) }
                    }
                }
                last = p
            case .curve(let p, let c1, let c2):
                bounds.add(p)
                for t in Bezier.cubicExtrema(last, c1, c2, p) { bounds.add(Bezier.cubic(last, c1, c2, p, at: t)) }
                last = p
            case .closeSubpath:
                break
            }
        }
        return bounds.rect
    }

    /// Whether the path is exactly one axis-aligned rectangle; if so and `rect` is non-nil, stores it there.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var points: [CGPoint] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p) where index == 0: points.append(p)
            case .line(let p): points.append(p)
            case .closeSubpath where index == elements.count - 1: break
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        let horizontalFirst = points[0].y == points[1].y && points[1].x == points[2].x
            && points[2].y == points[3].y && points[3].x == points[0].x
        let verticalFirst = points[0].x == points[1].x && points[1].y == points[2].y
            && points[2].x == points[3].x && points[3].y == points[0].y
        guard horizontalFirst || verticalFirst else { return false }
        rect?.pointee = CGRect(
            x: min(points[0].x, points[2].x), y: min(points[0].y, points[2].y),
            width: abs(points[2].x - points[0].x), height: abs(points[2].y - points[0].y)
        )
        return true
    }

    /// Returns an immutable copy of the path.
    public func copy() -> CGPath? {
        copy(using: nil)
    }

    /// Returns an immutable copy of the path with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        transformed(CGPath(), by: transform?.pointee)
    }

    /// Returns a mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? {
        mutableCopy(using: nil)
    }

    /// Returns a mutable copy of the path with every point transformed.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        transformed(CGMutablePath(), by: transform?.pointee)
    }

    private func transformed<Path: CGPath>(_ copy: Path, by transform: CGAffineTransform?) -> Path {
        if let transform, !transform.isIdentity {
            copy.elements = elements.map { $0.applying(transform) }
            copy.current = current?.applying(transform)
            copy.subpathStart = subpathStart?.applying(transform)
        } else {
            copy.elements = elements
            copy.current = current
            copy.subpathStart = subpathStart
        }
        return copy
    }

    /// Calls `block` with each element in order.
    ///
    /// The element and its points are only valid during the call, as on Apple platforms.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        points.initialize(repeating: .zero, count: 3)
        var element = CGPathElement(type: .moveToPoint, points: points)
        for stored in elements {
            switch stored {
            case .move(let p):
                element.type = .moveToPoint
                points[0] = p
            case .line(let p):
                element.type = .addLineToPoint
                points[0] = p
            case .quadCurve(let p, let c):
                element.type = .addQuadCurveToPoint
                points[0] = c
                points[1] = p
            case .curve(let p, let c1, let c2):
                element.type = .addCurveToPoint
                points[0] = c1
                points[1] = c2
                points[2] = p
            case .closeSubpath:
                element.type = .closeSubpath
            }
            withUnsafePointer(to: element) { block($0) }
        }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.elements == rhs.elements
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }
}
