import Cassowary
import Synchronization
import Testing

@Suite struct LinearExpressionTests {
    @Test func operatorsBuildLinearExpressions() {
        let x = Variable("x")
        let y = Variable("y")
        let expression = 2 * x + y - 10
        #expect(expression.terms == [Term(x, coefficient: 2), Term(y)])
        #expect(expression.constant == -10)
        #expect((-(x - y) / 2).terms == [Term(x, coefficient: -0.5), Term(y, coefficient: 0.5)])
        #expect((3 - x * 4).description == "-4*x + 3")
    }

    @Test func relationsMoveEverythingToTheLeft() {
        let x = Variable("x")
        let y = Variable("y")
        let constraint: Constraint = x + 8 <= y
        #expect(constraint.relation == .lessThanOrEqual)
        #expect(constraint.expression.constant == 8)
        #expect(constraint.description == "x - y <= -8")
        #expect(constraint.strength == .required)
    }

    @Test func constraintsDescribeThemselves() {
        let width = Variable("label.width")
        let constraint = (width >= 20).withStrength(.strong).withIdentifier("min")
        #expect(constraint.description == "'min': label.width >= 20 @750")
        #expect(constraint.name == "'min'")
        #expect((width >= 20).name == "label.width >= 20")
    }

    @Test func aVariableOfAnOwnerAsksForTheOwnersNameOnlyWhenDescribed() {
        let asked = Mutex(0)
        let owner: @Sendable () -> String = { asked.withLock { $0 += 1 }; return "UIView:0x10" }
        let width = Variable("width", of: owner), height = Variable("height", of: owner)
        let constraint: Constraint = width == 2 * height
        #expect(asked.withLock { $0 } == 0)
        #expect(constraint.description == "UIView:0x10.width - 2*UIView:0x10.height == 0")
        #expect(asked.withLock { $0 } == 2)
    }

    @Test func constraintsAreComparedByIdentity() {
        let x = Variable("x")
        let first: Constraint = x == 1
        let second: Constraint = x == 1
        #expect(first != second)
        #expect(first == first)
        #expect(Variable("x") != x)
    }
}
