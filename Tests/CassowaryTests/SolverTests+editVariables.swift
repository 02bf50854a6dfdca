import Cassowary
import Testing

extension SolverTests {
    @Test func suggestedValuesPropagate() throws {
        let solver = Solver()
        let rootWidth = Variable("root.width")
        let cellWidth = Variable("cell.width")
        let labelWidth = Variable("label.width")
        try solver.addEditVariable(rootWidth, strength: 999)
        try solver.add(cellWidth == rootWidth - 16)
        try solver.add(labelWidth <= cellWidth - 32)
        try solver.add((labelWidth == 500).withStrength(.weak))
        try solver.suggestValue(375, for: rootWidth)
        #expect(solver.value(of: cellWidth) == 359)
        #expect(solver.value(of: labelWidth) == 327)
        try solver.suggestValue(1024, for: rootWidth)
        #expect(solver.value(of: labelWidth) == 500)
        try solver.suggestValue(320, for: rootWidth)
        #expect(solver.value(of: labelWidth) == 272)
    }

    @Test func requiredConstraintsLimitSuggestions() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(x <= 100)
        try solver.add(y == 2 * x)
        try solver.addEditVariable(x, strength: .strong)
        for value in [50.0, 150, -20, 100, 99.5] {
            try solver.suggestValue(value, for: x)
            #expect(solver.value(of: x) == min(value, 100))
            #expect(solver.value(of: y) == 2 * min(value, 100))
        }
    }

    @Test func strongerEditWinsOverWeakerEdit() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(x + y == 100)
        try solver.addEditVariable(x, strength: .strong)
        try solver.addEditVariable(y, strength: .weak)
        try solver.suggestValue(30, for: x)
        try solver.suggestValue(30, for: y)
        #expect(solver.value(of: x) == 30)
        #expect(solver.value(of: y) == 70)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        try solver.suggestValue(40, for: y)
        #expect(solver.value(of: y) == 40)
        #expect(solver.value(of: x) == 60)
    }

    @Test func addingAnEditKeepsTheCurrentValue() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 42).withStrength(.weak))
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.value(of: x) == 42)
    }

    @Test func editVariableMisuseThrows() throws {
        let solver = Solver()
        let x = Variable("x")
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.self) { try solver.removeEditVariable(x) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .required) }
        try solver.addEditVariable(x, strength: .strong)
        let error = #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .weak) }
        #expect(error?.description == "The variable x already is an edit variable.")
    }
}
