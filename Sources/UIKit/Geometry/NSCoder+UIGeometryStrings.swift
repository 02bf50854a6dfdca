import CoreGraphics
import Foundation

/// UIKit's text forms of geometry, as keyed archives and older code store them: `{x, y}` for points, sizes, vectors
/// and offsets, `{{x, y}, {w, h}}` for rectangles, `{top, left, bottom, right}` for insets and `[a, b, c, d, tx, ty]`
/// for transforms (`NSStringFromCGRect` and its kin before Swift 4.2). Reading takes the numbers in order and gives
/// zero for those missing, as UIKit does.
extension NSCoder {
    public static func string(for point: CGPoint) -> String { braced(point.x, point.y) }
    public static func string(for size: CGSize) -> String { braced(size.width, size.height) }
    public static func string(for vector: CGVector) -> String { braced(vector.dx, vector.dy) }
    public static func string(for offset: UIOffset) -> String { braced(offset.horizontal, offset.vertical) }
    public static func string(for insets: UIEdgeInsets) -> String { braced(insets.top, insets.left, insets.bottom, insets.right) }

    public static func string(for rect: CGRect) -> String {
        "{\(string(for: rect.origin)), \(string(for: rect.size))}"
    }

    public static func string(for transform: CGAffineTransform) -> String {
        "[" + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(number).joined(separator: ", ") + "]"
    }

    public static func cgPoint(for string: String) -> CGPoint {
        let n = numbers(in: string, count: 2)
        return CGPoint(x: n[0], y: n[1])
    }

    public static func cgSize(for string: String) -> CGSize {
        let n = numbers(in: string, count: 2)
        return CGSize(width: n[0], height: n[1])
    }

    public static func cgVector(for string: String) -> CGVector {
        let n = numbers(in: string, count: 2)
        return CGVector(dx: n[0], dy: n[1])
    }

    public static func uiOffset(for string: String) -> UIOffset {
        let n = numbers(in: string, count: 2)
        return UIOffset(horizontal: n[0], vertical: n[1])
    }

    public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let n = numbers(in: string, count: 4)
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    public static func cgRect(for string: String) -> CGRect {
        let n = numbers(in: string, count: 4)
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// The identity when the string holds no numbers.
    public static func cgAffineTransform(for string: String) -> CGAffineTransform {
        guard string.contains(where: \.isNumber) else { return .identity }
        let n = numbers(in: string, count: 6)
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    private static func braced(_ values: CGFloat...) -> String {
        "{" + values.map(number).joined(separator: ", ") + "}"
    }

    /// A number as `%.17g` writes it, as UIKit's strings have it: `1`, `2.5`, `0.10000000000000001`.
    private static func number(_ value: CGFloat) -> String {
        String(format: "%.17g", Double(value))
    }

    /// The first `count` numbers written in `string`, zero for those missing.
    private static func numbers(in string: String, count: Int) -> [CGFloat] {
        var found: [CGFloat] = []
        var token = ""
        for character in string + " " {
            if character.isNumber || "+-.eE".contains(character) {
                token.append(character)
            } else if !token.isEmpty {
                if let value = Double(token) { found.append(CGFloat(value)) }
                token = ""
            }
        }
        return (found + Array(repeating: 0, count: count)).prefix(count).map { $0 }
    }
}
