// Arithmetic that builds expressions. Every combination of Variable, LinearExpression
// and Double is spelled out because Swift has no implicit conversions, and
// results are always LinearExpression so the overload set stays small enough for the
// type checker.

extension LinearExpression {
    /// Returns the sum of the operands as an expression.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// Returns the sum of the operands as an expression.
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }

    /// Returns the sum of the operands as an expression.
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    /// Returns the sum of the operands as an expression.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    /// Returns the sum of the operands as an expression.
    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs + lhs
    }

    /// Returns the difference of the operands as an expression.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var terms = lhs.terms
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        for term in rhs.terms {
            terms.append(Term(term.variable, coefficient: -term.coefficient))
        }
        return LinearExpression(terms, constant: lhs.constant - rhs.constant)
    }

    /// Returns the difference of the operands as an expression.
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs + LinearExpression([Term(rhs, coefficient: -1)])
    }

    /// Returns the difference of the operands as an expression.
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    /// Returns the difference of the operands as an expression.
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + -rhs
    }

    /// Returns the difference of the operands as an expression.
    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs.scaled(by: -1) + lhs
    }

    /// Returns the negation of the operand.
    public static prefix func - (operand: LinearExpression) -> LinearExpression {
        operand.scaled(by: -1)
    }

    /// Returns the product of the operands as an expression.
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs.scaled(by: rhs)
    }

    /// Returns the product of the operands as an expression.
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs.scaled(by: lhs)
    }

    /// Returns the quotient of the operands as an expression.
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs.scaled(by: 1 / rhs)
    }
}

extension Variable {
    /// Returns the sum of the operands as an expression.
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(lhs), Term(rhs)])
    }

    /// Returns the sum of the operands as an expression.
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression([Term(lhs)], constant: rhs)
    }

    /// Returns the sum of the operands as an expression.
    public static func + (lhs: Double, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(rhs)], constant: lhs)
    }

    /// Returns the difference of the operands as an expression.
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(lhs), Term(rhs, coefficient: -1)])
    }

    /// Returns the difference of the operands as an expression.
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression([Term(lhs)], constant: -rhs)
    }

    /// Returns the difference of the operands as an expression.
    public static func - (lhs: Double, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(rhs, coefficient: -1)], constant: lhs)
    }

    /// Returns the negation of the operand.
    public static prefix func - (operand: Variable) -> LinearExpression {
        LinearExpression([Term(operand, coefficient: -1)])
    }

    /// Returns the product of the operands as an expression.
    public static func * (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression([Term(lhs, coefficient: rhs)])
    }

    /// Returns the product of the operands as an expression.
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(rhs, coefficient: lhs)])
    }

    /// Returns the quotient of the operands as an expression.
    public static func / (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression([Term(lhs, coefficient: 1 / rhs)])
    }
}
