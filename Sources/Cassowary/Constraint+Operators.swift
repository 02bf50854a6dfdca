// The relational operators that build required constraints from expressions,
// for every combination of Variable, LinearExpression and Double. `Variable == Variable`
// also exists as identity comparison returning Bool; the context (an argument of
// type Constraint, say) picks the constraint-building one.

extension LinearExpression {
    public static func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    public static func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    public static func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }

    public static func == (lhs: LinearExpression, rhs: Variable) -> Constraint {
        lhs == LinearExpression(rhs)
    }

    public static func <= (lhs: LinearExpression, rhs: Variable) -> Constraint {
        lhs <= LinearExpression(rhs)
    }

    public static func >= (lhs: LinearExpression, rhs: Variable) -> Constraint {
        lhs >= LinearExpression(rhs)
    }

    public static func == (lhs: Variable, rhs: LinearExpression) -> Constraint {
        LinearExpression(lhs) == rhs
    }

    public static func <= (lhs: Variable, rhs: LinearExpression) -> Constraint {
        LinearExpression(lhs) <= rhs
    }

    public static func >= (lhs: Variable, rhs: LinearExpression) -> Constraint {
        LinearExpression(lhs) >= rhs
    }

    public static func == (lhs: LinearExpression, rhs: Double) -> Constraint {
        lhs == LinearExpression(rhs)
    }

    public static func <= (lhs: LinearExpression, rhs: Double) -> Constraint {
        lhs <= LinearExpression(rhs)
    }

    public static func >= (lhs: LinearExpression, rhs: Double) -> Constraint {
        lhs >= LinearExpression(rhs)
    }

    public static func == (lhs: Double, rhs: LinearExpression) -> Constraint {
        LinearExpression(lhs) == rhs
    }

    public static func <= (lhs: Double, rhs: LinearExpression) -> Constraint {
        LinearExpression(lhs) <= rhs
    }

    public static func >= (lhs: Double, rhs: LinearExpression) -> Constraint {
        LinearExpression(lhs) >= rhs
    }
}

extension Variable {
    public static func == (lhs: Variable, rhs: Variable) -> Constraint {
        LinearExpression(lhs) == LinearExpression(rhs)
    }

    public static func <= (lhs: Variable, rhs: Variable) -> Constraint {
        LinearExpression(lhs) <= LinearExpression(rhs)
    }

    public static func >= (lhs: Variable, rhs: Variable) -> Constraint {
        LinearExpression(lhs) >= LinearExpression(rhs)
    }

    public static func == (lhs: Variable, rhs: Double) -> Constraint {
        LinearExpression(lhs) == LinearExpression(rhs)
    }

    public static func <= (lhs: Variable, rhs: Double) -> Constraint {
        LinearExpression(lhs) <= LinearExpression(rhs)
    }

    public static func >= (lhs: Variable, rhs: Double) -> Constraint {
        LinearExpression(lhs) >= LinearExpression(rhs)
    }

    public static func == (lhs: Double, rhs: Variable) -> Constraint {
        LinearExpression(lhs) == LinearExpression(rhs)
    }

    public static func <= (lhs: Double, rhs: Variable) -> Constraint {
        LinearExpression(lhs) <= LinearExpression(rhs)
    }

    public static func >= (lhs: Double, rhs: Variable) -> Constraint {
        LinearExpression(lhs) >= LinearExpression(rhs)
    }
}
