// Arithmetic that builds expressions. Every combination of Variable, LinearExpression
// and Double is spelled out because Swift has no implicit conversions, and
// results are always LinearExpression so the overload set stays small enough for the
// type checker.

extension LinearExpression {
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }

    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs + lhs
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs.scaled(by: -1)
    }

    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs + LinearExpression([Term(rhs, coefficient: -1)])
    }

    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + -rhs
    }

    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs.scaled(by: -1) + lhs
    }

    public static prefix func - (operand: LinearExpression) -> LinearExpression {
        operand.scaled(by: -1)
    }

    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs.scaled(by: rhs)
    }

    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs.scaled(by: lhs)
    }

    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs.scaled(by: 1 / rhs)
    }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(lhs), Term(rhs)])
    }

    public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression([Term(lhs)], constant: rhs)
    }

    public static func + (lhs: Double, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(rhs)], constant: lhs)
    }

    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(lhs), Term(rhs, coefficient: -1)])
    }

    public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression([Term(lhs)], constant: -rhs)
    }

    public static func - (lhs: Double, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(rhs, coefficient: -1)], constant: lhs)
    }

    public static prefix func - (operand: Variable) -> LinearExpression {
        LinearExpression([Term(operand, coefficient: -1)])
    }

    public static func * (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression([Term(lhs, coefficient: rhs)])
    }

    public static func * (lhs: Double, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(rhs, coefficient: lhs)])
    }

    public static func / (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression([Term(lhs, coefficient: 1 / rhs)])
    }
}
