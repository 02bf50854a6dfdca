/// An incremental linear constraint solver of the Cassowary kind.
///
/// Add and remove ``Constraint``s, mark variables as edit variables and
/// suggest values for them, and read the solution with ``value(of:)``. Every
/// change re-solves incrementally: a constraint that defines a fresh variable
/// (`cell.left == root.left + 8`) is solved by substitution without a simplex
/// step; a suggested value or a changed constant touches only the rows that
/// mention the edited constraint, and the dual simplex repairs only the rows
/// that became infeasible. Independent parts of a layout never touch each
/// other's rows, so cost grows with what a change touches, not with the size
/// of the system.
///
/// Required constraints that cannot hold together are rejected with
/// ``SolverError/unsatisfiable(_:conflictingWith:)`` naming the installed
/// constraints they conflict with; the solver is unchanged and stays usable.
/// Non-required constraints are met lexicographically by strength (see
/// ``Strength``).
///
/// A solver is not thread-safe; use it from one isolation domain.
public final class Solver {
    /// The symbols a constraint added to the tableau; the constraint is their owner (see ``owners``).
    private struct Record {
        let marker: Int32
        /// The error of a non-required constraint besides its marker.
        let other: Int32?
    }

    private struct Edit {
        let constraint: Constraint
        var value: Double
    }

    // The solver never lends these out or re-enters itself, so no two accesses
    // can overlap; unchecked exclusivity spares the hot paths a runtime check
    // on every element access.
    @exclusivity(unchecked) private var tableau = Tableau()
    /// The marker of each installed constraint. A layout installs hundreds of thousands, so the dictionary holds
    /// four bytes a constraint, and the other symbol of a non-required one is in ``companions``.
    @exclusivity(unchecked) private var records: [ObjectIdentifier: Int32] = [:]
    @exclusivity(unchecked) private var edits: [ObjectIdentifier: Edit] = [:]
    @exclusivity(unchecked) private var symbols: [ObjectIdentifier: Int32] = [:]

    /// What a symbol stands for: a variable, or the constraint whose marker it is. One enum of two references
    /// takes the eight bytes of one reference.
    private enum Owner {
        case variable(Variable)
        case constraint(Constraint)
    }

    // Indexed by symbol.
    @exclusivity(unchecked) private var owners: [Owner?] = []
    /// What only some symbols have: for a variable, its place in the tables below; for a non-required constraint's
    /// marker, the constraint's other symbol; otherwise -1.
    @exclusivity(unchecked) private var companions: [Int32] = []
    // Indexed by slot.
    @exclusivity(unchecked) private var uses: [Int32] = []
    @exclusivity(unchecked) private var published: [Double] = []
    @exclusivity(unchecked) private var freeSlots: [Int32] = []

    /// Creates an empty solver.
    public init() {}

    // MARK: Constraints

    /// Adds a constraint and re-solves.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already
    ///   installed; ``SolverError/unsatisfiable(_:conflictingWith:)`` if it is
    ///   required and cannot hold together with the installed required
    ///   constraints, which are named. The solver is then unchanged.
    /// - Complexity: O(length of the constraint) when it defines a variable no
    ///   other row mentions yet, as most layout constraints do; otherwise
    ///   proportional to the rows the substitution and pivots touch.
    public func add(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard records[key] == nil else { throw .duplicateConstraint(constraint) }
        let terms = constraint.terms.map {
            Tableau.Entry(symbol: retain($0.variable), slot: -1, coefficient: $0.coefficient)
        }
        let record = makeMarkers(for: constraint)
        if tableau.kinds[Int(record.marker)] == .dummy,
            tableau.defineIfPossible(constant: constraint.constant, terms: terms, marker: record.marker)
        {
            records[key] = record.marker
            return
        }
        tableau.beginRow(constant: constraint.constant)
        for term in terms {
            tableau.accumulate(term.symbol, term.coefficient)
        }
        let coefficient = Self.markerCoefficient(of: constraint)
        tableau.accumulate(record.marker, coefficient)
        if let other = record.other {
            tableau.accumulate(other, -coefficient)
        }
        let (constant, entries) = tableau.finishRow()
        if let certificate = tableau.insert(constant: constant, entries: entries, marker: record.marker, other: record.other) {
            // Only required constraints fail, and they add nothing to the objective.
            tableau.purge(record.marker)
            owners[Int(record.marker)] = nil
            companions[Int(record.marker)] = -1
            release(constraint.terms)
            throw .unsatisfiable(constraint, conflictingWith: conflicting(certificate, excluding: constraint))
        }
        records[key] = record.marker
    }

    /// Removes a constraint and re-solves.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not installed.
    /// - Complexity: proportional to the rows that mention the constraint's marker, plus the pivots re-optimising takes.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let marker = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        uninstall(record(marker: marker))
    }

    /// Whether the constraint is installed.
    ///
    /// - Complexity: O(1).
    public func contains(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// Replaces an installed constraint with another and re-solves.
    ///
    /// When the replacement differs only in its constant (see
    /// ``Constraint/withConstant(_:)``), as when UIKit changes a layout
    /// constraint's `constant`, the solver keeps the old constraint's rows and
    /// shifts their constants, then repairs feasibility with the dual simplex;
    /// otherwise this removes one and adds the other.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if `constraint` is not
    ///   installed, ``SolverError/duplicateConstraint(_:)`` if `replacement`
    ///   is, ``SolverError/unsatisfiable(_:conflictingWith:)`` if the
    ///   replacement cannot hold; the solver then still holds `constraint`.
    /// - Complexity: for a new constant, O(rows that mention the constraint)
    ///   plus the dual simplex pivots, none when every row stays feasible.
    public func replace(_ constraint: Constraint, with replacement: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let record = records[key].map(record(marker:)) else { throw .unknownConstraint(constraint) }
        guard replacement !== constraint else { return }
        guard !contains(replacement) else { throw .duplicateConstraint(replacement) }
        guard replacement.relation == constraint.relation, replacement.strength == constraint.strength,
            replacement.terms == constraint.terms
        else {
            records[key] = nil
            uninstall(record)
            do {
                try add(replacement)
            } catch {
                try? add(constraint)
                throw error
            }
            return
        }
        try shiftConstant(of: record, by: replacement.constant - constraint.constant, for: replacement)
        records[key] = nil
        owners[Int(record.marker)] = .constraint(replacement)
        if let other = record.other {
            owners[Int(other)] = .constraint(replacement)
        }
        records[ObjectIdentifier(replacement)] = record.marker
    }

    // MARK: Edit variables

    /// Makes a variable suggestible with ``suggestValue(_:for:)``, at a non-required strength.
    ///
    /// The edit starts at the variable's current value, so adding it moves nothing.
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, or
    ///   ``SolverError/requiredEditStrength(_:)`` for a required strength.
    /// - Complexity: that of ``add(_:)`` for the constraint `variable == value`.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        let value = value(of: variable)
        let constraint = Constraint(variable - value, .equal, strength: strength, identifier: "edit \(variable)")
        try add(constraint)
        edits[key] = Edit(constraint: constraint, value: value)
    }

    /// Stops treating a variable as an edit variable, removing its edit constraint.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    /// - Complexity: that of ``remove(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try remove(edit.constraint)
    }

    /// Whether the variable is an edit variable.
    ///
    /// - Complexity: O(1).
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    /// - Complexity: O(rows that mention the edit), O(1) when only the edited
    ///   variable depends on it, plus dual simplex pivots for rows the new
    ///   value makes infeasible.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard var edit = edits[key], let record = records[ObjectIdentifier(edit.constraint)].map(record(marker:)) else {
            throw .unknownEditVariable(variable)
        }
        let delta = value - edit.value
        edit.value = value
        edits[key] = edit
        // The edit is `variable - value == 0`, so its constant moves opposite to the value.
        try shiftConstant(of: record, by: -delta, for: edit.constraint)
    }

    // MARK: Values

    /// The variable's value in the current solution; zero for a variable no installed constraint mentions.
    ///
    /// - Complexity: O(1), once the values of defined variables that changes reached are worked out again.
    public func value(of variable: Variable) -> Double {
        tableau.propagateChanges()
        return symbols[ObjectIdentifier(variable)].map { tableau.value(of: $0) } ?? 0
    }

    /// Returns the variables whose values changed since the previous call, such as the views to move.
    ///
    /// Read their new values, or any other, with ``value(of:)``.
    /// - Complexity: O(variables whose rows changed), not O(variables).
    @discardableResult
    public func updateVariables() -> [Variable] {
        let candidates = tableau.takeChanged()
        // This runs once per frame of a live resize over every moved variable,
        // so it fills the result in place instead of through bounds-checked
        // subscripts and appends.
        return [Variable](unsafeUninitializedCapacity: candidates.count) { result, count in
            published.withUnsafeMutableBufferPointer { published in
                owners.withUnsafeBufferPointer { owners in
                    companions.withUnsafeBufferPointer { companions in
                        for symbol in candidates where Int(symbol) < owners.count {
                            guard case .variable(let variable) = owners[Int(symbol)] else { continue }
                            let slot = Int(companions[Int(symbol)]), value = tableau.value(of: symbol)
                            guard value != published[slot] else { continue }
                            published[slot] = value
                            (result.baseAddress! + count).initialize(to: variable)
                            count += 1
                        }
                    }
                }
            }
        }
    }

    // MARK: Internals

    /// Creates the marker symbols of a constraint and adds its errors to the objective.
    private func makeMarkers(for constraint: Constraint) -> Record {
        let required = constraint.strength.isRequired
        let marker: Int32
        var other: Int32?
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression - slack == 0 with slack >= 0, negated for <=; an error lets it go below.
            marker = tableau.makeSymbol(.slack)
            if !required {
                other = tableau.makeSymbol(.error)
            }
        case .equal where required:
            marker = tableau.makeSymbol(.dummy)
        case .equal:
            // expression == plus - minus, with both errors minimised.
            marker = tableau.makeSymbol(.error)
            other = tableau.makeSymbol(.error)
        }
        register(marker)
        owners[Int(marker)] = .constraint(constraint)
        companions[Int(marker)] = other ?? -1
        if let other {
            register(other)
            owners[Int(other)] = .constraint(constraint)
            let level = tableau.retainLevel(constraint.strength)
            tableau.addToObjective(other, level: level, amount: 1)
            if constraint.relation == .equal {
                tableau.addToObjective(marker, level: level, amount: 1)
            }
        }
        return Record(marker: marker, other: other)
    }

    /// The coefficient of a constraint's marker in its equation `expression ± markers = 0`, the other symbol's
    /// being its opposite: an inequality's slack is subtracted for `>=`, an equality's error is `plus - minus`.
    private static func markerCoefficient(of constraint: Constraint) -> Double {
        switch constraint.relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        case .equal: constraint.strength.isRequired ? 1 : -1
        }
    }

    /// The symbols of the installed constraint whose marker is `marker`.
    private func record(marker: Int32) -> Record {
        let other = companions[Int(marker)]
        return Record(marker: marker, other: other < 0 ? nil : other)
    }

    /// The installed constraint a record belongs to.
    private func constraint(of record: Record) -> Constraint {
        guard case .constraint(let owner) = owners[Int(record.marker)] else {
            preconditionFailure("a record without its constraint")
        }
        return owner
    }

    /// Takes an installed constraint's rows and symbols out and re-optimises.
    private func uninstall(_ record: Record) {
        let constraint = constraint(of: record)
        let strength = constraint.strength
        if let other = record.other {
            let level = tableau.levelIndex(strength)
            tableau.addToObjective(other, level: level, amount: -1)
            if constraint.relation == .equal {
                tableau.addToObjective(record.marker, level: level, amount: -1)
            }
        }
        tableau.eliminate(record.marker)
        tableau.purge(record.marker)
        owners[Int(record.marker)] = nil
        companions[Int(record.marker)] = -1
        if let other = record.other {
            tableau.purge(other)
            owners[Int(other)] = nil
            tableau.releaseLevel(strength)
        }
        tableau.optimize()
        release(constraint.terms)
    }

    /// Applies a change of an installed constraint's constant by `delta`, or undoes it and throws.
    ///
    /// A constant change is the substitution `marker_old = marker_new + delta / coefficient`,
    /// applied through whichever marker is basic when one is, so an edit whose
    /// error is basic costs O(1).
    private func shiftConstant(of record: Record, by delta: Double, for constraint: Constraint) throws(SolverError) {
        let installed = self.constraint(of: record)
        var symbol = record.marker
        var step = delta / Self.markerCoefficient(of: installed)
        if tableau.rowOf[Int(record.marker)] < 0, let other = record.other, tableau.rowOf[Int(other)] >= 0 {
            symbol = other
            step = delta / -Self.markerCoefficient(of: installed)
        }
        var certificate: [Int32]?
        if let broken = tableau.shift(symbol, by: step) {
            certificate = tableau.rowSymbols(broken)
        } else if let stuck = tableau.dualOptimize() {
            certificate = tableau.rowSymbols(stuck)
            tableau.infeasible.append(stuck)
        }
        guard let certificate else { return }
        _ = tableau.shift(symbol, by: -step)
        if tableau.dualOptimize() != nil {
            throw .internalInconsistency("restoring \(installed.name) left a row infeasible")
        }
        throw .unsatisfiable(constraint, conflictingWith: conflicting(certificate, excluding: installed))
    }

    /// The installed required constraints that own the given symbols, each once.
    private func conflicting(_ certificate: [Int32], excluding excluded: Constraint) -> [Constraint] {
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(excluded)]
        var result: [Constraint] = []
        for symbol in tableau.expandingComposites(certificate).sorted() {
            guard Int(symbol) < owners.count, case .constraint(let owner) = owners[Int(symbol)], owner.strength.isRequired,
                seen.insert(ObjectIdentifier(owner)).inserted
            else { continue }
            result.append(owner)
        }
        return result
    }

    /// The symbol of a variable, creating it on first use, and counts one more use.
    private func retain(_ variable: Variable) -> Int32 {
        let key = ObjectIdentifier(variable)
        if let symbol = symbols[key] {
            uses[Int(companions[Int(symbol)])] += 1
            return symbol
        }
        let symbol = tableau.makeSymbol(.external)
        register(symbol)
        owners[Int(symbol)] = .variable(variable)
        // Nothing is published yet: a variable forgotten and mentioned again reports its value even when it is 0.
        if let slot = freeSlots.popLast() {
            companions[Int(symbol)] = slot
            uses[Int(slot)] = 1
            published[Int(slot)] = .nan
        } else {
            companions[Int(symbol)] = Int32(uses.count)
            uses.append(1)
            published.append(.nan)
        }
        symbols[key] = symbol
        return symbol
    }

    /// Counts one use fewer of each variable of a constraint's terms, forgetting those no constraint mentions any more.
    private func release(_ terms: [Term]) {
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            guard let symbol = symbols[key] else { continue }
            let slot = companions[Int(symbol)]
            uses[Int(slot)] -= 1
            if uses[Int(slot)] == 0 {
                tableau.purge(symbol)
                owners[Int(symbol)] = nil
                companions[Int(symbol)] = -1
                freeSlots.append(slot)
                symbols[key] = nil
            }
        }
    }

    /// Grows the per-symbol arrays to cover a new symbol.
    private func register(_ symbol: Int32) {
        while owners.count <= Int(symbol) {
            owners.append(nil)
            companions.append(-1)
        }
    }
}
