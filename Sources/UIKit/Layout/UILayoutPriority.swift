import Cassowary
import CoreGraphics

/// How much a constraint matters when constraints conflict: 1000 is required, anything lower a preference.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public let rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// Whether the priority is one Auto Layout takes: greater than 0 and at most 1000. An invalid one is reported
    /// as UIKit asserts it, naming what was being set.
    package func isValid(setting property: String) -> Bool {
        guard rawValue > 0, rawValue <= 1000 else {
            MisuseReporter.report("""
                It's illegal to set \(property):\(String(format: "%f", Double(rawValue))). Priorities must be greater than 0 \
                and less than or equal to NSLayoutPriorityRequired, which is 1000.000000.
                """, raising: "NSInternalInconsistencyException")
            return false
        }
        return true
    }

    /// The strength a fitting size pulls with: an invalid priority is reported and the nearest valid one used
    /// (`fittingSizeLevel` for NaN), and a required one stays just below required, so the view's own required
    /// constraints still win.
    package func fittingStrength(setting property: String) -> Strength {
        guard isValid(setting: property) else {
            return Strength(rawValue.isNaN ? Self.fittingSizeLevel.rawValue : min(max(rawValue, 1), 999))
        }
        return Strength(min(rawValue, 999))
    }
}
