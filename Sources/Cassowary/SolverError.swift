/// Why a ``Solver`` refused a request.
///
/// The solver is unchanged after any of them but ``internalInconsistency(_:)``.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints listed.
    ///
    /// The list is a set of installed required constraints that, with the
    /// rejected one, have no solution; it is empty when the rejected
    /// constraint is impossible on its own, such as `0 == 1`.
    case unsatisfiable(Constraint, conflictingWith: [Constraint])
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable already is an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must have a strength below ``Strength/required``.
    case requiredEditStrength(Variable)
    /// The solver's numbers drifted into a state the algorithm cannot continue from.
    case internalInconsistency(String)

    public var description: String {
        switch self {
        case let .unsatisfiable(constraint, conflicting) where conflicting.isEmpty:
            "Unable to satisfy required constraint \(constraint.name): it can never hold."
        case let .unsatisfiable(constraint, conflicting):
            "Unable to satisfy required constraint \(constraint.name): it conflicts with "
                + conflicting.map(\.name).joined(separator: ", ") + "."
        case let .duplicateConstraint(constraint):
            "The constraint \(constraint.name) is already in the solver."
        case let .unknownConstraint(constraint):
            "The constraint \(constraint.name) is not in the solver."
        case let .duplicateEditVariable(variable):
            "The variable \(variable) already is an edit variable."
        case let .unknownEditVariable(variable):
            "The variable \(variable) is not an edit variable."
        case let .requiredEditStrength(variable):
            "The edit variable \(variable) cannot have a required strength."
        case let .internalInconsistency(reason):
            "The solver reached an inconsistent state: \(reason)."
        }
    }
}
