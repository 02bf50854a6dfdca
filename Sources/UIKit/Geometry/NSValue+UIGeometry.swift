import CoreGraphics
import Foundation

// UIKit's boxes for geometry, for collections and key-value coding that take objects. Points, sizes and rectangles
// are Foundation's own `NSValue(point:)`, `(size:)` and `(rect:)` boxes, equal to them and hashed alike. Foundation on
// Linux cannot box a struct with any other Objective-C type, so transforms and insets are boxed as arrays of doubles
// (`objCType` "[6d]" and "[4d]" where iOS says "{CGAffineTransform=dddddd}" and "{UIEdgeInsets=dddd}"). Reading a
// box of another kind gives zero, as UIKit does.
extension NSValue {
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    public convenience init(cgVector vector: CGVector) {
        self.init(point: CGPoint(x: vector.dx, y: vector.dy))
    }

    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        var numbers = [Double(transform.a), Double(transform.b), Double(transform.c), Double(transform.d),
                       Double(transform.tx), Double(transform.ty)]
        self.init(bytes: &numbers, objCType: Self.transformType)
    }

    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        var numbers = [Double(insets.top), Double(insets.left), Double(insets.bottom), Double(insets.right)]
        self.init(bytes: &numbers, objCType: Self.insetsType)
    }

    public convenience init(uiOffset offset: UIOffset) {
        self.init(point: CGPoint(x: offset.horizontal, y: offset.vertical))
    }

    public var cgPointValue: CGPoint {
        isBox(of: Self.pointType) ? pointValue : .zero
    }

    public var cgSizeValue: CGSize {
        isBox(of: Self.sizeType) ? sizeValue : .zero
    }

    public var cgRectValue: CGRect {
        isBox(of: Self.rectType) ? rectValue : .zero
    }

    public var cgVectorValue: CGVector {
        let point = cgPointValue
        return CGVector(dx: point.x, dy: point.y)
    }

    public var cgAffineTransformValue: CGAffineTransform {
        guard let n = doubles(ofType: Self.transformType, count: 6) else { return .identity }
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard let n = doubles(ofType: Self.insetsType, count: 4) else { return .zero }
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    public var uiOffsetValue: UIOffset {
        let point = cgPointValue
        return UIOffset(horizontal: point.x, vertical: point.y)
    }

    private static let transformType = "[6d]"
    private static let insetsType = "[4d]"
}
