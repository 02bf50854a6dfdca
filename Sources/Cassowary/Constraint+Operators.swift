// The relational operators that build required constraints from expressions,
// for every combination of Variable, LinearExpression and Double. `Variable == Variable`
// also exists as identity comparison returning Bool; the context (an argument of
// type Constraint, say) picks the constraint-building one.

extension LinearExpression {
    /// Returns the required constraint that the left side is equal to the right side.
    public static func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// Returns the required constraint that the left side is at most the right side.
    public static func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// Returns the required constraint that the left side is at least the right side.
    public static func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// Returns the required constraint that the left side is equal to the right side.
    public static func == (lhs: LinearExpression, rhs: Variable) -> Constraint {
        lhs == LinearExpression(rhs)
    }

    /// Returns the required constraint that the left side is at most the right side.
    public static func <= (lhs: LinearExpression, rhs: Variable) -> Constraint {
        lhs <= LinearExpression(rhs)
    }

    /// Returns the required constraint that the left side is at least the right side.
    public static func >= (lhs: LinearExpression, rhs: Variable) -> Constraint {
        lhs >= LinearExpression(rhs)
    }

    /// Returns the required constraint that the left side is equal to the right side.
    public static func == (lhs: Variable, rhs: LinearExpression) -> Constraint {
        LinearExpression(lhs) == rhs
    }

    /// Returns the required constraint that the left side is at most the right side.
    public static func <= (lhs: Variable, rhs: LinearExpression) -> Constraint {
        LinearExpression(lhs) <= rhs
    }

    /// Returns the required constraint that the left side is at least the right side.
    public static func >= (lhs: Variable, rhs: LinearExpression) -> Constraint {
        LinearExpression(lhs) >= rhs
    }

    /// Returns the required constraint that the left side is equal to the right side.
    public static func == (lhs: LinearExpression, rhs: Double) -> Constraint {
        lhs == LinearExpression(rhs)
    }

    /// Returns the required constraint that the left side is at most the right side.
    public static func <= (lhs: LinearExpression, rhs: Double) -> Constraint {
        lhs <= LinearExpression(rhs)
    }

    /// Returns the required constraint that the left side is at least the right side.
    public static func >= (lhs: LinearExpression, rhs: Double) -> Constraint {
        lhs >= LinearExpression(rhs)
    }

    /// Returns the required constraint that the left side is equal to the right side.
    public static func == (lhs: Double, rhs: LinearExpression) -> Constraint {
        LinearExpression(lhs) == rhs
    }

    /// Returns the required constraint that the left side is at most the right side.
    public static func <= (lhs: Double, rhs: LinearExpression) -> Constraint {
        LinearExpression(lhs) <= rhs
    }

    /// Returns the required constraint that the left side is at least the right side.
    public static func >= (lhs: Double, rhs: LinearExpression) -> Constraint {
        LinearExpression(lhs) >= rhs
    }
}

extension Variable {
    /// Returns the required constraint that the left side is equal to the right side.
    public static func == (lhs: Variable, rhs: Variable) -> Constraint {
        LinearExpression(lhs) == LinearExpression(rhs)
    }

    /// Returns the required constraint that the left side is at most the right side.
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint {
        LinearExpression(lhs) <= LinearExpression(rhs)
    }

    /// Returns the required constraint that the left side is at least the right side.
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint {
        LinearExpression(lhs) >= LinearExpression(rhs)
    }

    /// Returns the required constraint that the left side is equal to the right side.
    public static func == (lhs: Variable, rhs: Double) -> Constraint {
        LinearExpression(lhs) == LinearExpression(rhs)
    }

    /// Returns the required constraint that the left side is at most the right side.
    public static func <= (lhs: Variable, rhs: Double) -> Constraint {
        LinearExpression(lhs) <= LinearExpression(rhs)
    }

    /// Returns the required constraint that the left side is at least the right side.
    public static func >= (lhs: Variable, rhs: Double) -> Constraint {
        LinearExpression(lhs) >= LinearExpression(rhs)
    }

    /// Returns the required constraint that the left side is equal to the right side.
    public static func == (lhs: Double, rhs: Variable) -> Constraint {
        LinearExpression(lhs) == LinearExpression(rhs)
    }

    /// Returns the required constraint that the left side is at most the right side.
    public static func <= (lhs: Double, rhs: Variable) -> Constraint {
        LinearExpression(lhs) <= LinearExpression(rhs)
    }

    /// Returns the required constraint that the left side is at least the right side.
    public static func >= (lhs: Double, rhs: Variable) -> Constraint {
        LinearExpression(lhs) >= LinearExpression(rhs)
    }
}
