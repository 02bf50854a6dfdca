import Foundation

// Core Animation's box for transforms, for animation values and collections that take objects. Foundation on Linux
// cannot box a struct with any other Objective-C type, so the matrix is boxed as an array of sixteen doubles
// (`objCType` "[16d]" where iOS says "{CATransform3D=dddddddddddddddd}"); animations open the box as they open
// boxed points, sizes and rectangles.
extension NSValue {
    public convenience init(caTransform3D t: CATransform3D) {
        var numbers = t.components
        self.init(bytes: &numbers, objCType: Self.transform3DType)
    }

    /// The transform in the box; the identity for a box of anything else.
    public var caTransform3DValue: CATransform3D {
        guard let numbers = doubles(ofType: Self.transform3DType, count: 16) else { return CATransform3DIdentity }
        return CATransform3D(components: numbers)
    }

    package static let transform3DType = "[16d]"
    /// The Objective-C types of Foundation's own boxes of points, sizes and rectangles.
    package static let pointType = "{CGPoint=dd}", sizeType = "{CGSize=dd}", rectType = "{CGRect={CGPoint=dd}{CGSize=dd}}"

    /// Whether the box holds a value of the Objective-C type `type`.
    package func isBox(of type: String) -> Bool {
        String(cString: objCType) == type
    }

    /// The `count` doubles of a box of `type`; nil for a box of another type.
    package func doubles(ofType type: String, count: Int) -> [Double]? {
        guard isBox(of: type) else { return nil }
        var numbers = [Double](repeating: 0, count: count)
        numbers.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return numbers
    }
}
