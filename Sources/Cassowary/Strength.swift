/// How hard the solver tries to satisfy a constraint, on UIKit's priority scale.
///
/// A strength of 1000 is required: the solver satisfies the constraint exactly
/// or rejects it. Lower strengths are preferences, compared
/// lexicographically: satisfying one constraint of a higher strength matters
/// more than any number of constraints of lower strengths, and among
/// constraints of one strength the solver minimises the sum of their errors.
public struct Strength: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The priority, greater than 0 and at most 1000.
    public let rawValue: Float

    /// Creates a strength from a priority in `0 < rawValue <= 1000`.
    ///
    /// Like UIKit, which raises for priorities outside its range, this traps
    /// for an out-of-range value: it is a programming error, not a layout
    /// condition to recover from.
    public init(rawValue: Float) {
        precondition(rawValue > 0 && rawValue <= 1000, "A strength must be in 0 < strength <= 1000, not \(rawValue)")
        self.rawValue = rawValue
    }

    /// Creates a strength from a priority in `0 < rawValue <= 1000`.
    public init(_ rawValue: Float) {
        self.init(rawValue: rawValue)
    }

    public init(integerLiteral value: Int) {
        self.init(rawValue: Float(value))
    }

    public init(floatLiteral value: Float) {
        self.init(rawValue: value)
    }

    /// The constraint must hold exactly (1000).
    public static let required = Strength(1000)
    /// A strong preference (750), UIKit's `defaultHigh`.
    public static let strong = Strength(750)
    /// A medium preference (500).
    public static let medium = Strength(500)
    /// A weak preference (250), UIKit's `defaultLow`.
    public static let weak = Strength(250)

    /// Whether the constraint must hold exactly.
    public var isRequired: Bool {
        rawValue == 1000
    }

    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String {
        Double(rawValue).shortDescription
    }
}
