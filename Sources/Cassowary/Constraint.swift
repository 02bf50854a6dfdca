/// A linear relation between variables that a ``Solver`` maintains: `expression relation 0`.
///
/// Constraints are immutable and compared by identity, so one can key a
/// dictionary (UIKit maps them back to its layout constraints that way). Make
/// them with `==`, `<=` and `>=` on expressions, then adjust with
/// ``withStrength(_:)``, ``withIdentifier(_:)`` or ``withConstant(_:)``, each of
/// which returns a new constraint. ``Solver/replace(_:with:)`` swaps a
/// constraint for one that differs only in its constant without re-solving
/// from scratch.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    // A layout holds hundreds of thousands of constraints and most have one to three terms and no identifier, so
    // those live in the object itself (96 bytes as allocated) rather than in an array of their own beside it (128 to
    // 160 bytes together); longer expressions and identifiers go apart.
    private let first: Term?
    private let second: Term?
    private let third: Term?
    /// The constant term of ``expression``, read without building the expression.
    public let constant: Double
    /// How ``expression`` compares with zero.
    public let relation: Relation
    /// How hard the solver tries to satisfy the constraint.
    public let strength: Strength
    private let extra: Extra?

    /// What few constraints have: terms beyond the third, and an identifier.
    private final class Extra: Sendable {
        let terms: [Term]
        let identifier: String?

        init(terms: [Term], identifier: String?) {
            self.terms = terms
            self.identifier = identifier
        }
    }

    /// Creates the constraint `expression relation 0`.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required, identifier: String? = nil) {
        let terms = expression.terms
        first = terms.first
        second = terms.count > 1 ? terms[1] : nil
        third = terms.count > 2 ? terms[2] : nil
        constant = expression.constant
        self.relation = relation
        self.strength = strength
        extra = terms.count > 3 || identifier != nil ? Extra(terms: Array(terms.dropFirst(3)), identifier: identifier) : nil
    }

    /// The left side minus the right side, compared with zero.
    public var expression: LinearExpression {
        LinearExpression(terms, constant: constant)
    }

    /// A name for error messages and debugging, such as UIKit's constraint identifier.
    public var identifier: String? {
        extra?.identifier
    }

    /// The summands of ``expression`` that involve variables.
    var terms: [Term] {
        guard let first else { return [] }
        var terms: [Term] = []
        terms.reserveCapacity(3 + (extra?.terms.count ?? 0))
        terms.append(first)
        if let second { terms.append(second) }
        if let third { terms.append(third) }
        if let extra { terms += extra.terms }
        return terms
    }

    /// Returns a copy of this constraint with another strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength, identifier: identifier)
    }

    /// Returns a copy of this constraint with another identifier.
    public func withIdentifier(_ identifier: String?) -> Constraint {
        Constraint(expression, relation, strength: strength, identifier: identifier)
    }

    /// Returns a copy of this constraint whose expression has another constant term.
    ///
    /// The constant belongs to the normalized form `expression relation 0`, so
    /// for `x == y + 8` it is `-8`.
    public func withConstant(_ constant: Double) -> Constraint {
        Constraint(LinearExpression(terms, constant: constant), relation, strength: strength, identifier: identifier)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The relation with the constant moved to the right, such as `x - y <= -8`.
    public var relationDescription: String {
        let terms = terms
        let left = terms.isEmpty ? "0" : LinearExpression.describe(terms)
        return "\(left) \(relation) \((constant == 0 ? 0 : -constant).shortDescription)"
    }

    /// The identifier in quotes when there is one, otherwise the relation.
    public var name: String {
        identifier.map { "'\($0)'" } ?? relationDescription
    }

    public var description: String {
        let prefix = identifier.map { "'\($0)': " } ?? ""
        return prefix + relationDescription + (strength.isRequired ? "" : " @\(strength)")
    }
}
