import Cassowary
import Testing

extension SolverTests {
    @Test func removesAndReAddsConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let pinX = x == 10
        let link = y == x + 5
        try solver.add(pinX)
        try solver.add(link)
        try solver.add((y == 0).withStrength(.weak))
        #expect(solver.value(of: y) == 15)
        try solver.remove(pinX)
        #expect(!solver.contains(pinX))
        #expect(solver.value(of: y) == 0)
        #expect(solver.value(of: x) == -5)
        try solver.add(pinX)
        #expect(solver.value(of: y) == 15)
        try solver.remove(link)
        #expect(solver.value(of: y) == 0)
        #expect(solver.value(of: x) == 10)
    }

    @Test func removingEverythingForgetsVariables() throws {
        let solver = Solver()
        let x = Variable("x")
        let constraints = [x >= 10, (x == 20).withStrength(.weak), x <= 30]
        for constraint in constraints {
            try solver.add(constraint)
        }
        #expect(solver.value(of: x) == 20)
        for constraint in constraints {
            try solver.remove(constraint)
        }
        #expect(solver.value(of: x) == 0)
        try solver.add(x == 3)
        #expect(solver.value(of: x) == 3)
    }

    @Test func misuseThrows() throws {
        let solver = Solver()
        let x = Variable("x")
        let pin = (x == 1).withIdentifier("pin")
        let error = #expect(throws: SolverError.self) { try solver.remove(pin) }
        #expect(error?.description == "The constraint 'pin' is not in the solver.")
        try solver.add(pin)
        #expect(throws: SolverError.self) { try solver.add(pin) }
        #expect(throws: SolverError.self) { try solver.replace(x == 2, with: x == 3) }
    }

    @Test func replacingAConstantReSolvesIncrementally() throws {
        let solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        let leading = left == 8
        try solver.add(leading)
        try solver.add(width >= 50)
        try solver.add(right == left + width)
        try solver.add(right <= 300)
        try solver.add((width == 1000).withStrength(.medium))
        #expect(solver.value(of: width) == 292)
        let moved = leading.withConstant(-20)
        try solver.replace(leading, with: moved)
        #expect(!solver.contains(leading))
        #expect(solver.contains(moved))
        #expect(solver.value(of: left) == 20)
        #expect(solver.value(of: width) == 280)
        try solver.remove(moved)
        try solver.add(leading)
        #expect(solver.value(of: width) == 292)
    }

    @Test func replacingWithADifferentShapeReInstalls() throws {
        let solver = Solver()
        let x = Variable("x")
        let pin = x == 10
        try solver.add(pin)
        let weaker = pin.withStrength(.weak)
        try solver.replace(pin, with: weaker)
        try solver.add((x == 20).withStrength(.strong))
        #expect(solver.value(of: x) == 20)
    }

    @Test func editVariablesAndConstraintsCanBeRemovedInAnyOrder() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let sum = x + y == 10
        try solver.addEditVariable(x, strength: .strong)
        try solver.add(sum)
        try solver.suggestValue(4, for: x)
        #expect(solver.value(of: y) == 6)
        try solver.remove(sum)
        try solver.suggestValue(7, for: x)
        #expect(solver.value(of: x) == 7)
        try solver.removeEditVariable(x)
        #expect(solver.value(of: x) == 0)
    }
}
