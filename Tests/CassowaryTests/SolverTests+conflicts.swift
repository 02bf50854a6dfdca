import Cassowary
import Testing

extension SolverTests {
    @Test func conflictingEqualitiesAreRejectedByName() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let pinX = (x == 10).withIdentifier("pin x")
        let link = (y == x + 5).withIdentifier("link")
        let unrelated = (z == 1).withIdentifier("unrelated")
        for constraint in [pinX, link, unrelated] {
            try solver.add(constraint)
        }
        let conflict = (y == 20).withIdentifier("pin y")
        let error = #expect(throws: SolverError.self) { try solver.add(conflict) }
        guard case let .unsatisfiable(rejected, conflicting)? = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(rejected === conflict)
        #expect(Set(conflicting) == [pinX, link])
        #expect(error?.description == "Unable to satisfy required constraint 'pin y': it conflicts with 'pin x', 'link'.")
        #expect(!solver.contains(conflict))
        try solver.add((y == 30).withStrength(.strong))
        #expect(solver.value(of: y) == 15)
        try solver.remove(pinX)
        #expect(solver.value(of: y) == 30)
        try solver.add(conflict)
        #expect(solver.value(of: x) == 15)
    }

    @Test func conflictingInequalitiesAreRejectedByName() throws {
        let solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        let atLeast = (width >= 100).withIdentifier("min width")
        let fits = (left + width <= 150).withIdentifier("fits")
        let margin = left >= 60
        try solver.add(atLeast)
        try solver.add(fits)
        try solver.add((left == 0).withStrength(.weak))
        try solver.add((width == 0).withStrength(.weak))
        let error = #expect(throws: SolverError.self) { try solver.add(margin) }
        guard case let .unsatisfiable(_, conflicting)? = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(Set(conflicting) == [atLeast, fits])
        #expect(error?.description.contains("left >= 60") == true)
        #expect(solver.value(of: left) == 0)
        #expect(solver.value(of: width) == 100)
        try solver.add(left >= 40)
        #expect(solver.value(of: left) == 40)
    }

    @Test func impossibleConstraintNamesNoOther() throws {
        let solver = Solver()
        let error = #expect(throws: SolverError.self) { try solver.add(Constraint(LinearExpression(1), .equal)) }
        #expect(error?.description == "Unable to satisfy required constraint 0 == -1: it can never hold.")
    }

    @Test func conflictingConstantChangeIsUndone() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let floor = (x >= 10).withIdentifier("floor")
        let ceiling = (x + y <= 50).withIdentifier("ceiling")
        let pinY = (y == 20).withIdentifier("pin y")
        for constraint in [floor, ceiling, pinY] {
            try solver.add(constraint)
        }
        try solver.add((x == 100).withStrength(.medium))
        #expect(solver.value(of: x) == 30)
        let raised = pinY.withConstant(-45)
        let error = #expect(throws: SolverError.self) { try solver.replace(pinY, with: raised) }
        guard case let .unsatisfiable(rejected, conflicting)? = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(rejected === raised)
        #expect(Set(conflicting) == [floor, ceiling])
        #expect(solver.contains(pinY))
        #expect(solver.value(of: x) == 30)
        #expect(solver.value(of: y) == 20)
        try solver.replace(pinY, with: pinY.withConstant(-35))
        #expect(solver.value(of: x) == 15)
    }

    @Test func redundantEqualitiesConflictWhenTheyDiverge() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let first = (x == y).withIdentifier("first")
        let second = (x == y).withIdentifier("second")
        try solver.add(first)
        try solver.add(second)
        try solver.add(y == 3)
        #expect(solver.value(of: x) == 3)
        let error = #expect(throws: SolverError.self) { try solver.replace(second, with: second.withConstant(1)) }
        guard case let .unsatisfiable(_, conflicting)? = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(conflicting == [first])
        try solver.remove(first)
        try solver.replace(second, with: second.withConstant(1))
        #expect(solver.value(of: x) == 2)
    }
}
