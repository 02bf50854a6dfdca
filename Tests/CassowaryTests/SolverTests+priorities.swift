import Cassowary
import Testing

extension SolverTests {
    @Test func strongerPreferenceWins() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 10).withStrength(.weak))
        try solver.add((x == 20).withStrength(.strong))
        #expect(solver.value(of: x) == 20)
    }

    @Test func requiredConstraintBeatsAnyPreference() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 20).withStrength(999))
        try solver.add(x <= 15)
        #expect(solver.value(of: x) == 15)
    }

    @Test func oneHigherPriorityBeatsManyLowerOnes() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add((x == 0).withStrength(751))
        for _ in 0..<200 {
            try solver.add((x == 10).withStrength(750))
        }
        // Priorities one apart across a wide range stay strictly ordered.
        for priority in stride(from: Float(1), through: 998, by: 1) {
            try solver.add((y == Double(priority)).withStrength(Strength(priority)))
        }
        #expect(solver.value(of: x) == 0)
        #expect(solver.value(of: y) == 998)
    }

    @Test func equalPrioritiesMinimiseTheSumOfErrors() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 0).withStrength(.medium))
        try solver.add((x == 10).withStrength(.medium))
        try solver.add((x == 10).withStrength(.medium))
        #expect(solver.value(of: x) == 10)
    }

    @Test func hugsAndResistsLikeUIKit() throws {
        // Two labels share 300 points: the lower hugging priority stretches and
        // compression resistance keeps both at their intrinsic widths at least.
        let solver = Solver()
        let first = Variable("first.width")
        let second = Variable("second.width")
        try solver.add(first + second == 300)
        try solver.add((first >= 100).withStrength(750))
        try solver.add((second >= 80).withStrength(750))
        try solver.add((first <= 100).withStrength(251))
        try solver.add((second <= 80).withStrength(250))
        #expect(solver.value(of: first) == 100)
        #expect(solver.value(of: second) == 200)
    }

    @Test func removingAPreferenceRestoresTheNextOne() throws {
        let solver = Solver()
        let x = Variable("x")
        let strong = (x == 30).withStrength(.strong)
        try solver.add((x == 10).withStrength(.weak))
        try solver.add(strong)
        #expect(solver.value(of: x) == 30)
        try solver.remove(strong)
        #expect(solver.value(of: x) == 10)
    }
}
