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
    /// The left side minus the right side, compared with zero.
    public let expression: LinearExpression
    /// How ``expression`` compares with zero.
    public let relation: Relation
    /// How hard the solver tries to satisfy the constraint.
    public let strength: Strength
    /// A name for error messages and debugging, such as UIKit's constraint identifier.
    public let identifier: String?

    /// Creates the constraint `expression relation 0`.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required, identifier: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.identifier = identifier
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
        Constraint(LinearExpression(expression.terms, constant: constant), relation, strength: strength, identifier: identifier)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The relation with the constant moved to the right, such as `x - y <= -8`.
    public var relationDescription: String {
        let left = expression.terms.isEmpty ? "0" : LinearExpression.describe(expression.terms)
        return "\(left) \(relation) \((expression.constant == 0 ? 0 : -expression.constant).shortDescription)"
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
