import Cassowary
import Testing

/// Random small systems checked against ``ReferenceSolver``.
///
/// Required constraints are built around a known point so they are feasible,
/// and a required box keeps every variable bounded; preferences are random and
/// usually contradict each other across a few shared strengths.
struct RandomSystem {
    var generator: SplitMix64
    let variables: [Variable]
    let solution: [Double]
    let box: [Constraint]
    static let strengths: [Strength] = [1, 250, 251, 500, 750, 999]

    init(seed: UInt64, variableCount: Int? = nil) {
        var generator = SplitMix64(seed: seed)
        let count = variableCount ?? Int.random(in: 2...4, using: &generator)
        self.init(generator: generator, variables: (0..<count).map { Variable("x\($0)") })
    }

    /// A system over given variables, such as those of a layout built beforehand.
    init(seed: UInt64, variables: [Variable]) {
        self.init(generator: SplitMix64(seed: seed), variables: variables)
    }

    private init(generator: SplitMix64, variables: [Variable]) {
        self.generator = generator
        self.variables = variables
        var generator = self.generator
        solution = variables.map { _ in Double(Int.random(in: -50...50, using: &generator)) }
        self.generator = generator
        box = variables.flatMap { [$0 >= -100, $0 <= 100] }
    }

    /// A random linear expression over one to three variables with small integer coefficients.
    mutating func expression() -> LinearExpression {
        let chosen = variables.shuffled(using: &generator).prefix(Int.random(in: 1...min(3, variables.count), using: &generator))
        return LinearExpression(chosen.map { Term($0, coefficient: Double(Int.random(in: 1...3, using: &generator)) * (Bool.random(using: &generator) ? 1 : -1)) })
    }

    /// A required constraint that the known solution satisfies.
    mutating func requiredConstraint() -> Constraint {
        var expression = expression()
        let value = zip(expression.terms, solution(for: expression)).reduce(0) { $0 + $1.0.coefficient * $1.1 }
        switch Int.random(in: 0..<3, using: &generator) {
        case 0:
            expression.constant = -value
            return Constraint(expression, .equal)
        case 1:
            expression.constant = -value - Double(Int.random(in: 0...20, using: &generator))
            return Constraint(expression, .lessThanOrEqual)
        default:
            expression.constant = -value + Double(Int.random(in: 0...20, using: &generator))
            return Constraint(expression, .greaterThanOrEqual)
        }
    }

    /// A preference with a random target, relation and strength.
    mutating func preference() -> Constraint {
        var expression = expression()
        expression.constant = Double(Int.random(in: -150...150, using: &generator))
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &generator)!
        return Constraint(expression, relation, strength: Self.strengths.randomElement(using: &generator)!)
    }

    private func solution(for expression: LinearExpression) -> [Double] {
        expression.terms.map { term in solution[variables.firstIndex(of: term.variable)!] }
    }
}

extension SolverTests {
    /// Checks the solver's values satisfy the required constraints and reach the reference optimum.
    func expectOptimal(_ solver: Solver, _ variables: [Variable], _ constraints: [Constraint],
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let reference = ReferenceSolver(variables: variables, constraints: constraints)
        let values = variables.map(solver.value(of:))
        #expect(reference.isFeasible(values), "required constraints violated at \(values)", sourceLocation: sourceLocation)
        guard let optimum = reference.solve() else {
            Issue.record("reference found no feasible point", sourceLocation: sourceLocation)
            return
        }
        let errors = reference.errorSums(at: values)
        #expect(!ReferenceSolver.precedes(optimum.errors, errors),
                "errors \(errors) at \(values), optimum \(optimum.errors) at \(optimum.point)",
                sourceLocation: sourceLocation)
    }

    @Test(arguments: 0..<300)
    func randomSystemIsOptimal(seed: UInt64) throws {
        var system = RandomSystem(seed: seed)
        var constraints = system.box
        for _ in 0..<Int.random(in: 0...3, using: &system.generator) {
            constraints.append(system.requiredConstraint())
        }
        for _ in 0..<Int.random(in: 1...6, using: &system.generator) {
            constraints.append(system.preference())
        }
        let solver = Solver()
        for constraint in constraints.shuffled(using: &system.generator) {
            try solver.add(constraint)
        }
        expectOptimal(solver, system.variables, constraints)
    }

    @Test(arguments: 0..<40)
    func randomEditSequenceStaysOptimal(seed: UInt64) throws {
        var system = RandomSystem(seed: 10_000 + seed, variableCount: 2 + Int(seed % 2))
        let solver = Solver()
        var installed = system.box
        for constraint in installed {
            try solver.add(constraint)
        }
        var edits: [Variable: (strength: Strength, value: Double)] = [:]
        func all() -> [Constraint] {
            installed + edits.map { Constraint($0.key - $0.value.value, .equal, strength: $0.value.strength) }
        }
        for _ in 0..<30 {
            switch Int.random(in: 0..<10, using: &system.generator) {
            case 0...2:
                let constraint = system.preference()
                try solver.add(constraint)
                installed.append(constraint)
            case 3:
                let constraint = system.requiredConstraint()
                try solver.add(constraint)
                installed.append(constraint)
            case 4...5 where installed.count > system.box.count:
                let index = Int.random(in: system.box.count..<installed.count, using: &system.generator)
                try solver.remove(installed.remove(at: index))
            case 6 where installed.count > system.box.count:
                let index = Int.random(in: system.box.count..<installed.count, using: &system.generator)
                let old = installed[index]
                guard !old.strength.isRequired else { continue }
                let new = old.withConstant(Double(Int.random(in: -150...150, using: &system.generator)))
                try solver.replace(old, with: new)
                installed[index] = new
            case 7:
                let variable = system.variables.randomElement(using: &system.generator)!
                if edits[variable] == nil {
                    let strength = RandomSystem.strengths.filter { !$0.isRequired }.randomElement(using: &system.generator)!
                    try solver.addEditVariable(variable, strength: strength)
                    edits[variable] = (strength, solver.value(of: variable))
                } else {
                    try solver.removeEditVariable(variable)
                    edits[variable] = nil
                }
            default:
                guard let variable = edits.keys.randomElement(using: &system.generator) else { continue }
                let value = Double(Int.random(in: -120...120, using: &system.generator))
                try solver.suggestValue(value, for: variable)
                edits[variable]?.value = value
            }
            expectOptimal(solver, system.variables, all())
        }
    }

    @Test(arguments: 0..<60)
    func conflictsNameAnInfeasibleSet(seed: UInt64) throws {
        var system = RandomSystem(seed: 20_000 + seed, variableCount: 3)
        let solver = Solver()
        var installed = system.box
        for _ in 0..<4 {
            installed.append(system.requiredConstraint())
        }
        for _ in 0..<3 {
            installed.append(system.preference())
        }
        for constraint in installed {
            try solver.add(constraint)
        }
        for _ in 0..<8 {
            // Random required constraints around another point: some conflict.
            var expression = system.expression()
            expression.constant = Double(Int.random(in: -200...200, using: &system.generator))
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &system.generator)!
            let candidate = Constraint(expression, relation)
            let feasible = ReferenceSolver(variables: system.variables, constraints: installed + [candidate]).solve() != nil
            do {
                try solver.add(candidate)
                #expect(feasible, "accepted \(candidate) although the system is infeasible")
                installed.append(candidate)
            } catch {
                guard case let .unsatisfiable(rejected, conflicting) = error else { throw error }
                #expect(rejected === candidate)
                #expect(!feasible, "rejected \(candidate) although the system is feasible")
                #expect(conflicting.allSatisfy { installed.contains($0) })
                let proof = ReferenceSolver(variables: system.variables, constraints: conflicting + [candidate] + system.box)
                #expect(proof.solve() == nil, "\(conflicting) with \(candidate) is feasible")
            }
            expectOptimal(solver, system.variables, installed)
        }
    }

    @Test(arguments: 0..<20)
    func incrementalAndFromScratchAgree(seed: UInt64) throws {
        // Too big for the reference: compare against re-solving from scratch instead.
        var system = RandomSystem(seed: 30_000 + seed, variableCount: 12)
        var constraints = system.box
        for _ in 0..<10 {
            constraints.append(system.requiredConstraint())
        }
        for _ in 0..<30 {
            constraints.append(system.preference())
        }
        let incremental = Solver()
        var installed: [Constraint] = []
        for constraint in constraints + constraints.shuffled(using: &system.generator).prefix(15) {
            if let index = installed.firstIndex(of: constraint) {
                try incremental.remove(installed.remove(at: index))
            } else {
                try incremental.add(constraint)
                installed.append(constraint)
            }
        }
        let fresh = Solver()
        for constraint in installed.reversed() {
            try fresh.add(constraint)
        }
        let reference = ReferenceSolver(variables: system.variables, constraints: installed)
        let incrementalValues = system.variables.map(incremental.value(of:))
        let freshValues = system.variables.map(fresh.value(of:))
        #expect(reference.isFeasible(incrementalValues))
        #expect(reference.isFeasible(freshValues))
        let incrementalErrors = reference.errorSums(at: incrementalValues)
        let freshErrors = reference.errorSums(at: freshValues)
        #expect(!ReferenceSolver.precedes(incrementalErrors, freshErrors) && !ReferenceSolver.precedes(freshErrors, incrementalErrors),
                "incremental \(incrementalErrors), from scratch \(freshErrors)")
    }
}
