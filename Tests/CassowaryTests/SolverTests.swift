import Cassowary
import Testing

@Suite struct SolverTests {
    @Test func solvesEqualities() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(x == 20)
        try solver.add(x + 2 * y == 50)
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: y) == 15)
    }

    @Test func solvesAChainOfSubstitutions() throws {
        let solver = Solver()
        let views = (0..<5).map { Variable("v\($0)") }
        try solver.add(views[0] == 8)
        for index in 1..<views.count {
            try solver.add(views[index] == views[index - 1] + 10)
        }
        #expect(views.map(solver.value(of:)) == [8, 18, 28, 38, 48])
    }

    @Test func respectsInequalities() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x >= 10)
        try solver.add(x <= 20)
        try solver.add((x == 0).withStrength(.weak))
        #expect(solver.value(of: x) == 10)
        try solver.add((x == 100).withStrength(.strong))
        #expect(solver.value(of: x) == 20)
    }

    @Test func expressesLayoutRelations() throws {
        let solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        let labelLeft = Variable("label.left")
        let labelWidth = Variable("label.width")
        try solver.add(left == 8)
        try solver.add(width == 304)
        try solver.add(labelLeft == left + 16)
        try solver.add(labelLeft + labelWidth <= left + width - 16)
        try solver.add((labelWidth >= 1000).withStrength(.strong))
        #expect(solver.value(of: labelWidth) == 272)
    }

    @Test func unknownVariablesAreZero() {
        #expect(Solver().value(of: Variable()) == 0)
    }

    @Test func updateVariablesReportsOnlyChangedVariables() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let pinX = x == 5
        try solver.add(pinX)
        try solver.add(y == 7)
        #expect(Set(solver.updateVariables()) == [x, y])
        #expect(solver.updateVariables().isEmpty)
        try solver.add(x + y == 12)
        try solver.remove(pinX)
        #expect(solver.updateVariables().isEmpty)
        try solver.add(z >= 0)
        try solver.addEditVariable(z, strength: .strong)
        try solver.suggestValue(9, for: z)
        #expect(solver.updateVariables() == [z])
        #expect(solver.value(of: x) == 5)
    }
}
