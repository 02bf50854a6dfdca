import CoreGraphics
import Foundation

/// Arithmetic on the kinds of values layer properties hold, for interpolating and adding them.
package enum AnimatableValue {
    /// The value `fraction` of the way from `from` to `to`; values that cannot be blended switch at the end.
    package static func interpolate(_ from: Any, _ to: Any, _ fraction: Double) -> Any {
        combine(from, to) { a, b in a + (b - a) * fraction } ?? unboxed(fraction < 1 ? from : to)
    }

    /// `a + b` for numbers, points, sizes, rectangles, transforms and colors; nil for values that don't add.
    package static func sum(_ a: Any, _ b: Any) -> Any? {
        combine(a, b) { $0 + $1 }
    }

    package static func negated(_ value: Any) -> Any? {
        scaled(value, by: -1)
    }

    package static func scaled(_ value: Any, by factor: Double) -> Any? {
        combine(value, value) { a, _ in a * factor }
    }

    /// How far apart two values are: the Euclidean distance between their components; nil for values that don't
    /// blend. Paced keyframe animations space their keyframes by it.
    package static func distance(_ a: Any, _ b: Any) -> Double? {
        var squares = 0.0
        guard combine(a, b, { x, y in squares += (y - x) * (y - x); return 0 }) != nil else { return nil }
        return squares.squareRoot()
    }

    /// A number of any of the kinds animation values come in.
    package static func number(_ value: Any) -> Double? {
        switch value {
        case let value as CGFloat: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    /// A value as layer properties hold it: Foundation's boxes of geometry (`NSValue(cgPoint:)`,
    /// `NSValue(caTransform3D:)`…), which iOS code gives animations, opened.
    package static func unboxed(_ value: Any) -> Any {
        guard let box = value as? NSValue, !(box is NSNumber) else { return value }
        switch String(cString: box.objCType) {
        case NSValue.pointType: return box.pointValue
        case NSValue.sizeType: return box.sizeValue
        case NSValue.rectType: return box.rectValue
        case NSValue.transform3DType: return box.caTransform3DValue
        default: return value
        }
    }

    /// Applies `operation` to each pair of matching components of two values of the same kind.
    private static func combine(_ a: Any, _ b: Any, _ operation: (Double, Double) -> Double) -> Any? {
        let (a, b) = (unboxed(a), unboxed(b))
        if let x = number(a), let y = number(b) {
            // The result keeps the first value's kind, so an animated CGFloat stays a CGFloat.
            let result = operation(x, y)
            switch a {
            case is CGFloat: return CGFloat(result)
            case is Float: return Float(result)
            default: return result
            }
        }
        switch (a, b) {
        case let (a as CGPoint, b as CGPoint):
            return CGPoint(x: operation(a.x, b.x), y: operation(a.y, b.y))
        case let (a as CGSize, b as CGSize):
            return CGSize(width: operation(a.width, b.width), height: operation(a.height, b.height))
        case let (a as CGRect, b as CGRect):
            return CGRect(x: operation(a.origin.x, b.origin.x), y: operation(a.origin.y, b.origin.y),
                          width: operation(a.size.width, b.size.width), height: operation(a.size.height, b.size.height))
        case let (a as CATransform3D, b as CATransform3D):
            let (x, y) = (a.components, b.components)
            return CATransform3D(components: zip(x, y).map { operation($0, $1) })
        case let (a as CGColor, b as CGColor) where a.patternTile == nil && b.patternTile == nil:
            let (x, y) = (a.rgba, b.rgba)
            return CGColor(red: operation(x.red, y.red), green: operation(x.green, y.green),
                           blue: operation(x.blue, y.blue), alpha: operation(x.alpha, y.alpha))
        case let (a as CGPath, b as CGPath):
            return combine(a, b, operation)
        case let (a as [Any], b as [Any]) where a.count == b.count:
            let parts = zip(a, b).compactMap { combine($0, $1, operation) }
            return parts.count == a.count ? parts : nil
        default:
            return nil
        }
    }

    /// Two paths made of the same elements blend point by point; paths of different shapes don't blend.
    private static func combine(_ a: CGPath, _ b: CGPath, _ operation: (Double, Double) -> Double) -> CGPath? {
        guard a.elements.count == b.elements.count else { return nil }
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: operation(p.x, q.x), y: operation(p.y, q.y)) }
        let path = CGMutablePath()
        for (x, y) in zip(a.elements, b.elements) {
            switch (x, y) {
            case let (.move(p), .move(q)): path.move(to: mix(p, q))
            case let (.line(p), .line(q)): path.addLine(to: mix(p, q))
            case let (.quadCurve(p, c), .quadCurve(q, d)): path.addQuadCurve(to: mix(p, q), control: mix(c, d))
            case let (.curve(p, c1, c2), .curve(q, d1, d2)): path.addCurve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2))
            case (.closeSubpath, .closeSubpath): path.closeSubpath()
            default: return nil
            }
        }
        return path
    }
}

extension CATransform3D {
    /// The matrix's entries, row by row.
    package var components: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map(Double.init)
    }

    package init(components c: [Double]) {
        self.init(m11: c[0], m12: c[1], m13: c[2], m14: c[3], m21: c[4], m22: c[5], m23: c[6], m24: c[7],
                  m31: c[8], m32: c[9], m33: c[10], m34: c[11], m41: c[12], m42: c[13], m43: c[14], m44: c[15])
    }
}
