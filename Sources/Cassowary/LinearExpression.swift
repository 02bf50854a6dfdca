/// A linear expression: a sum of terms plus a constant, such as `2 * x + y - 10`.
///
/// Build expressions with the arithmetic operators on ``Variable``,
/// `LinearExpression` and `Double`, then compare two of them with `==`, `<=` or `>=`
/// to make a ``Constraint``.
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// The summands that involve variables; a variable may occur more than once.
    public var terms: [Term]
    /// The summand that involves no variable.
    public var constant: Double

    /// Creates the expression `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Creates the constant expression `constant`.
    public init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// Returns the expression multiplied by `factor`.
    public func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { Term($0.variable, coefficient: $0.coefficient * factor) }, constant: constant * factor)
    }

    public var description: String {
        Self.describe(terms) + (constant == 0 && !terms.isEmpty ? "" : Self.signed(constant, first: terms.isEmpty))
    }

    /// Renders terms as `2*x - y`, the form used in constraint descriptions.
    static func describe(_ terms: [Term]) -> String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : magnitude.shortDescription + "*"
            let sign = term.coefficient < 0 ? (text.isEmpty ? "-" : " - ") : (text.isEmpty ? "" : " + ")
            text += sign + factor + term.variable.description
        }
        return text
    }

    private static func signed(_ value: Double, first: Bool) -> String {
        if first {
            return value.shortDescription
        }
        return (value < 0 ? " - " : " + ") + abs(value).shortDescription
    }
}

extension Double {
    /// The value without a trailing `.0` when it is integral, for readable descriptions.
    var shortDescription: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
