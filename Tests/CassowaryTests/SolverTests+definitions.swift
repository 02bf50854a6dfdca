import Cassowary
import Testing

/// Systems shaped like layouts, where most required equalities define a variable and later constraints close
/// chains of them, checked against ``ReferenceSolver`` through removals, constant changes and edits.
extension SolverTests {
    @Test(arguments: 0..<30)
    func definitionChainsStayOptimalThroughChanges(seed: UInt64) throws {
        var generator = SplitMix64(seed: 40_000 + seed)
        let variables = (0..<5).map { Variable("v\($0)") }
        let point = variables.map { _ in Double(Int.random(in: -40...40, using: &generator)) }
        func equality(_ terms: [(Int, Double)]) -> Constraint {
            let expression = LinearExpression(terms.map { Term(variables[$0.0], coefficient: $0.1) })
            let value = terms.reduce(0) { $0 + $1.1 * point[$1.0] }
            return Constraint(LinearExpression(expression.terms, constant: -value), .equal)
        }
        // Each variable after the first is defined from earlier ones, as edges are from neighbours.
        var installed: [Constraint] = []
        for index in 1..<variables.count where Bool.random(using: &generator) || index < 3 {
            let earlier = (0..<index).shuffled(using: &generator).prefix(Int.random(in: 1...2, using: &generator))
            installed.append(equality([(index, 1)] + earlier.map { ($0, Double(Int.random(in: 1...2, using: &generator)) * (Bool.random(using: &generator) ? 1 : -1)) }))
        }
        // A closing equality mentions only variables already mentioned, like a stack's last child.
        for _ in 0..<Int.random(in: 0...2, using: &generator) {
            let chosen = (0..<variables.count).shuffled(using: &generator).prefix(2)
            installed.append(equality(chosen.map { ($0, Bool.random(using: &generator) ? 1 : -1) }))
        }
        let solver = Solver()
        for constraint in installed {
            try solver.add(constraint)
        }
        let box = variables.flatMap { [$0 >= -100, $0 <= 100] }
        for constraint in box {
            try solver.add(constraint)
        }
        installed += box
        var system = RandomSystem(seed: 50_000 + seed, variables: variables)
        for _ in 0..<2 {
            let constraint = system.preference()
            try solver.add(constraint)
            installed.append(constraint)
        }
        var edits: [Variable: (strength: Strength, value: Double)] = [:]
        func all() -> [Constraint] {
            installed + edits.map { Constraint($0.key - $0.value.value, .equal, strength: $0.value.strength) }
        }
        var published = variables.map { _ in Double.nan }
        func expectReported(_ reported: [Variable]) {
            for (index, variable) in variables.enumerated() {
                let value = solver.value(of: variable)
                if !(abs(value - published[index]) < 1e-7) {
                    #expect(reported.contains(variable), "\(variable) moved from \(published[index]) to \(value) unreported")
                }
                published[index] = value
            }
        }
        expectReported(solver.updateVariables())
        for _ in 0..<20 {
            switch Int.random(in: 0..<9, using: &generator) {
            case 0...2 where !installed.isEmpty:
                // Removing a definition that rows were expanded through, or anything else.
                let index = Int.random(in: 0..<installed.count, using: &generator)
                guard !box.contains(where: { $0 === installed[index] }) else { continue }
                try solver.remove(installed.remove(at: index))
            case 3...4:
                let index = Int.random(in: 0..<installed.count, using: &generator)
                let old = installed[index]
                guard !box.contains(where: { $0 === old }) else { continue }
                let new = old.withConstant(old.expression.constant + Double(Int.random(in: -30...30, using: &generator)))
                let feasible = ReferenceSolver(variables: variables, constraints: installed.filter { $0 !== old } + [new]).solve() != nil
                do {
                    try solver.replace(old, with: new)
                    #expect(feasible, "accepted \(new) although the system is infeasible")
                    installed[index] = new
                } catch {
                    #expect(!feasible, "rejected \(new): \(error) installed \(installed) edits \(edits)")
                }
            case 5:
                let constraint = Bool.random(using: &generator) ? system.preference() : system.requiredConstraint()
                let feasible = ReferenceSolver(variables: variables, constraints: installed + [constraint]).solve() != nil
                do {
                    try solver.add(constraint)
                    #expect(feasible, "accepted \(constraint) although the system is infeasible")
                    installed.append(constraint)
                } catch {
                    #expect(!feasible, "rejected \(constraint): \(error)")
                }
            case 6 where !edits.isEmpty:
                let variable = edits.keys.randomElement(using: &generator)!
                try solver.removeEditVariable(variable)
                edits[variable] = nil
            default:
                let variable = variables.randomElement(using: &generator)!
                if edits[variable] == nil {
                    let strength = RandomSystem.strengths.filter { !$0.isRequired }.randomElement(using: &generator)!
                    try solver.addEditVariable(variable, strength: strength)
                    edits[variable] = (strength, solver.value(of: variable))
                }
                let value = Double(Int.random(in: -90...90, using: &generator))
                try solver.suggestValue(value, for: variable)
                edits[variable]?.value = value
            }
            expectOptimal(solver, variables, all())
            expectReported(solver.updateVariables())
        }
    }
}
