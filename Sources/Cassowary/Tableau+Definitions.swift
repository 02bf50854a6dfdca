// Definitions: a required equality that mentions a variable no row mentions
// is kept as that variable's definition instead of as a row. Layouts are
// mostly such equalities (a view's leading edge is its neighbour's trailing
// edge plus spacing, a stack's child is as wide as the stack), and
// substituting each into the rows copies the rows of every variable it
// mentions, dummy markers included, so the rows of views deep in a tree
// would carry a marker for every constraint above them. A definition refers
// to its variables instead, and a row that needs a defined variable gets its
// expansion down to variables that are not defined, plus one composite dummy
// that stands for all the markers the expansion carries. A constant change
// or a removal works out from the definitions how much of a marker each
// composite holds, which is what the rows would have held explicitly.
//
// Definitions form an acyclic graph: a variable is defined only when none of
// the terms of its definition depends on it. Their values are worked out
// from the values of what they mention when those change.

extension Tableau {
    // MARK: Defining

    /// Tries to install the required equality `0 = constant + Σ terms + marker` as a definition.
    ///
    /// - Returns: whether it did; when not, the equality must become a row.
    mutating func defineIfPossible(constant: Double, terms: [Entry], marker: Int32) -> Bool {
        // A variable that occurs nowhere: the equation is its definition as it stands.
        for candidate in terms where isUnplaced(candidate.symbol) && !flags[Int(candidate.symbol)].contains(.hasDependents) {
            let subject = candidate.symbol
            let coefficient = terms.reduce(0) { $1.symbol == subject ? $0 + $1.coefficient : $0 }
            guard abs(coefficient) >= Self.epsilon else { continue }
            let others = terms.filter { $0.symbol != subject }.map { Entry(symbol: $0.symbol, slot: -1, coefficient: -$0.coefficient / coefficient) }
            define(subject, constant: -constant / coefficient, terms: others,
                   markers: [Entry(symbol: marker, slot: -1, coefficient: -1 / coefficient)])
            return true
        }
        // A variable that only definitions mention, such as the width that a stack's last child closes: solved for
        // once the definitions that depend on it are expanded.
        for candidate in definitionOnlyVariables(below: terms) {
            if solve(constant: constant, terms: terms, marker: marker, for: candidate) {
                return true
            }
        }
        return false
    }

    /// Whether a symbol is an undefined variable that neither a row nor the objective mentions.
    private func isUnplaced(_ symbol: Int32) -> Bool {
        kinds[Int(symbol)] == .external && definitionOf(symbol) < 0 && rowOf[Int(symbol)] < 0
            && columns[Int(symbol)].isEmpty && levels.allSatisfy { $0.coefficients[symbol] == nil }
    }

    /// The unplaced variables that remain in an equation once its defined terms are replaced by their base forms.
    private mutating func definitionOnlyVariables(below terms: [Entry]) -> [Int32] {
        guard terms.contains(where: { definitionOf($0.symbol) >= 0 }) else { return [] }
        beginRow(constant: 0)
        for term in terms {
            let index = definitionOf(term.symbol)
            guard index >= 0 else {
                accumulateEntry(term.symbol, term.coefficient)
                continue
            }
            for entry in definitions[Int(index)].base {
                accumulateEntry(entry.symbol, term.coefficient * entry.coefficient)
            }
        }
        return finishSum().entries.map(\.symbol).filter(isUnplaced)
    }

    /// Defines `subject` by the equation after expanding the definitions that depend on it, if it remains in it.
    private mutating func solve(constant: Double, terms: [Entry], marker: Int32, for subject: Int32) -> Bool {
        // The subject is among them, but it is no definition, so it is never expanded.
        let dependsOnSubject = Set(weights(from: [(subject, 1)]).map(\.symbol))
        // Markers are dummies and the rest are variables, so one sum holds both apart.
        beginRow(constant: constant)
        accumulateEntry(marker, 1)
        var expansion = terms.map { ($0.symbol, $0.coefficient) }
        while let (symbol, factor) = expansion.popLast() {
            let index = definitionOf(symbol)
            guard index >= 0 && dependsOnSubject.contains(symbol) else {
                accumulateEntry(symbol, factor)
                continue
            }
            accumulateConstant(factor * definitions[Int(index)].constant)
            expansion.append(contentsOf: definitions[Int(index)].terms.map { ($0.symbol, factor * $0.coefficient) })
            for marker in definitions[Int(index)].markers {
                accumulateEntry(marker.symbol, factor * marker.coefficient)
            }
        }
        let (total, entries) = finishSum()
        guard let coefficient = entries.first(where: { $0.symbol == subject })?.coefficient else { return false }
        let scale = -1 / coefficient
        let scaled = entries.filter { $0.symbol != subject }.map { Entry(symbol: $0.symbol, slot: -1, coefficient: $0.coefficient * scale) }
        define(subject, constant: total * scale, terms: scaled.filter { kinds[Int($0.symbol)] != .dummy },
               markers: scaled.filter { kinds[Int($0.symbol)] == .dummy })
        // The definitions that mentioned it as a variable now reach past it, and their composites now hold the
        // subject's, which the rows they occur in did not: those rows get it taken out again.
        rebaseDependents(of: subject)
        moveCompositeIntoRows(of: subject, sign: -1)
        return true
    }

    /// Records `subject = constant + Σ terms + Σ markers` for a symbol no row mentions.
    private mutating func define(_ subject: Int32, constant: Double, terms: [Entry], markers: [Entry]) {
        let definition = Definition(constant: constant, terms: terms, markers: markers)
        let index: Int32
        if let free = freeDefinitions.popLast() {
            index = free
            definitions[Int(index)] = definition
        } else {
            index = Int32(definitions.count)
            definitions.append(definition)
        }
        setDefinition(index, of: subject)
        // Which also marks it stale, so that its value is worked out and reported.
        rebase(subject)
        for term in terms {
            assert(kinds[Int(term.symbol)] == .external, "a definition's terms are variables")
            users.append(subject, to: term.symbol)
            flags[Int(term.symbol)].insert(.hasDependents)
        }
        for marker in markers {
            assert(kinds[Int(marker.symbol)] != .external, "a definition's markers are not variables")
            users.append(subject, to: marker.symbol)
        }
    }

    // MARK: Expanding

    /// Adds `coefficient × subject` to the pending row: its base form and its composite.
    mutating func expandDefinition(of subject: Int32, _ coefficient: Double) {
        let index = Int(definitionOf(subject))
        accumulateEntry(composite(of: subject), coefficient)
        accumulateConstant(coefficient * definitions[index].baseConstant)
        for entry in definitions[index].base {
            accumulate(entry.symbol, coefficient * entry.coefficient)
        }
    }

    /// Works out a definition's base form from its terms' current ones.
    private mutating func rebase(_ subject: Int32) {
        let index = Int(definitionOf(subject))
        beginRow(constant: definitions[index].constant)
        for term in definitions[index].terms {
            let defined = definitionOf(term.symbol)
            guard defined >= 0 else {
                accumulateEntry(term.symbol, term.coefficient)
                continue
            }
            accumulateConstant(term.coefficient * definitions[Int(defined)].baseConstant)
            for entry in definitions[Int(defined)].base {
                accumulateEntry(entry.symbol, term.coefficient * entry.coefficient)
            }
        }
        let (constant, entries) = finishSum(after: definitions[index].terms)
        definitions[index].baseConstant = constant
        definitions[index].rebase(entries)
        markStale(subject)
    }

    /// Works out the base forms of everything that depends on a symbol whose own form changed.
    private mutating func rebaseDependents(of symbol: Int32) {
        guard flags[Int(symbol)].contains(.hasDependents) else { return }
        for (dependent, _) in weights(from: [(symbol, 1)]) where dependent != symbol {
            rebase(dependent)
        }
    }

    /// The composite dummy of a defined symbol, made on first use.
    private mutating func composite(of subject: Int32) -> Int32 {
        let index = Int(definitionOf(subject))
        if definitions[index].composite < 0 {
            let composite = makeSymbol(.dummy)
            definitions[index].composite = composite
            compositeOwner[composite] = subject
        }
        return definitions[index].composite
    }

    /// The markers that composites among `symbols` stand for, and the other symbols as they are.
    func expandingComposites(_ symbols: [Int32]) -> [Int32] {
        var result: [Int32] = []
        var subjects: [Int32] = []
        for symbol in symbols {
            if let subject = compositeOwner[symbol] {
                subjects.append(subject)
            } else {
                result.append(symbol)
            }
        }
        var visited: Set<Int32> = []
        while let subject = subjects.popLast() {
            guard visited.insert(subject).inserted else { continue }
            let definition = definitions[Int(definitionOf(subject))]
            result.append(contentsOf: definition.markers.map(\.symbol))
            subjects.append(contentsOf: definition.terms.map(\.symbol).filter { definitionOf($0) >= 0 })
        }
        return result
    }

    /// The composite dummy of a defined symbol, if it was ever expanded into a row.
    private func composite(ofDefined subject: Int32) -> Int32? {
        let composite = definitions[Int(definitionOf(subject))].composite
        return composite >= 0 ? composite : nil
    }

    // MARK: Changing

    /// How much each definition depending on the seeds moves per unit of the seeds' weights, in an
    /// order where every definition comes after the definitions it mentions.
    private mutating func weights(from seeds: [(symbol: Int32, weight: Double)]) -> [(symbol: Int32, weight: Double)] {
        // `positions` marks what the search reached (-2), then holds each symbol's place in the order.
        var order: [Int32] = []
        var stack: [(symbol: Int32, next: Int)] = []
        for seed in seeds where positions[Int(seed.symbol)] == -1 {
            positions[Int(seed.symbol)] = -2
            stack.append((seed.symbol, 0))
            while let (symbol, next) = stack.last {
                guard let dependent = users.element(next, of: symbol) else {
                    stack.removeLast()
                    order.append(symbol)
                    continue
                }
                stack[stack.count - 1].next += 1
                if positions[Int(dependent)] == -1 {
                    positions[Int(dependent)] = -2
                    stack.append((dependent, 0))
                }
            }
        }
        order.reverse()
        for (place, symbol) in order.enumerated() {
            positions[Int(symbol)] = Int32(place)
        }
        var weights = [Double](repeating: 0, count: order.count)
        for seed in seeds {
            weights[Int(positions[Int(seed.symbol)])] += seed.weight
        }
        for (place, symbol) in order.enumerated() {
            // A seed may be a variable that was just undefined.
            let index = definitionOf(symbol)
            guard index >= 0 else { continue }
            for term in definitions[Int(index)].terms where positions[Int(term.symbol)] >= 0 {
                weights[place] += term.coefficient * weights[Int(positions[Int(term.symbol)])]
            }
        }
        for symbol in order {
            positions[Int(symbol)] = -1
        }
        return Array(zip(order, weights))
    }

    /// Substitutes `marker_old = marker_new + delta` in the definitions that hold the marker, and in the rows
    /// through the composites that hold it, collecting required equalities' rows that moved.
    mutating func shiftDefinitions(holding marker: Int32, by delta: Double, suspects: inout [Int32]) {
        // Most shifts are edits, whose markers no definition holds.
        guard !users.isEmpty(marker) else { return }
        var seeds: [(symbol: Int32, weight: Double)] = []
        for subject in users[marker] {
            let index = Int(definitionOf(subject))
            let share = definitions[index].share(of: marker)
            definitions[index].constant += share * delta
            markStale(subject)
            seeds.append((subject, share))
        }
        for (symbol, weight) in weights(from: seeds) where abs(weight) >= Self.epsilon {
            definitions[Int(definitionOf(symbol))].baseConstant += weight * delta
            markStale(symbol)
            guard let composite = composite(ofDefined: symbol) else { continue }
            shiftOccurrences(of: composite, by: weight * delta, suspects: &suspects)
        }
    }

    /// Adds `sign ×` the subject's composite to the rows and objective wherever a dependent's composite occurs,
    /// in proportion to how much the dependent moves with the subject: what keeps the rows' equations when the
    /// dependents' composites start (-1) or stop (+1) holding the subject's.
    private mutating func moveCompositeIntoRows(of subject: Int32, sign: Double) {
        var composite: Int32?
        for (symbol, weight) in weights(from: [(subject, 1)]) where symbol != subject {
            guard let held = self.composite(ofDefined: symbol), abs(weight) >= Self.epsilon else { continue }
            let scale = sign * weight
            for link in columns[Int(held)] {
                composite = composite ?? self.composite(of: subject)
                addScaled(toRow: link.row, constant: 0, entries: [Entry(symbol: composite!, slot: -1, coefficient: link.coefficient)], scale: scale)
            }
            for level in levels.indices {
                if let amount = levels[level].coefficients[held] {
                    composite = composite ?? self.composite(of: subject)
                    addToObjective(composite!, level: level, amount: amount * scale)
                }
            }
        }
    }

    /// Takes out the definitions that hold a removed constraint's marker, so that only rows hold it.
    mutating func eliminateDefinitions(holding marker: Int32) {
        for subject in users[marker] {
            guard isDetached(subject) else {
                undefine(subject)
                continue
            }
            // No equation the simplex sees involves it: the subject is simply free now.
            forget(subject)
            noteChanged(subject)
            rebaseDependents(of: subject)
        }
    }

    /// Whether no row and no objective holds the composite of the subject or of anything that depends on it.
    private mutating func isDetached(_ subject: Int32) -> Bool {
        // Most definitions removed are leaves (a view's own pins), which need no walk of the graph.
        guard flags[Int(subject)].contains(.hasDependents) else { return compositeIsUnused(subject) }
        return weights(from: [(subject, 1)]).allSatisfy { symbol, _ in compositeIsUnused(symbol) }
    }

    /// Whether the composite of a defined symbol, if it has one, occurs in no row and no objective.
    private func compositeIsUnused(_ subject: Int32) -> Bool {
        guard let composite = composite(ofDefined: subject) else { return true }
        return rowOf[Int(composite)] < 0 && columns[Int(composite)].isEmpty
            && levels.allSatisfy { $0.coefficients[composite] == nil }
    }

    /// Drops a definition, whose composite occurs nowhere any more.
    private mutating func forget(_ subject: Int32) {
        let index = Int(definitionOf(subject))
        let definition = definitions[index]
        definitions[index] = Definition(constant: 0, terms: [], markers: [])
        setDefinition(nil, of: subject)
        freeDefinitions.append(Int32(index))
        flags[Int(subject)].subtract(.stale)
        if definition.composite >= 0 {
            compositeOwner[definition.composite] = nil
            purge(definition.composite)
        }
        for term in definition.terms {
            users.remove(subject, from: term.symbol)
            if users.isEmpty(term.symbol) {
                flags[Int(term.symbol)].subtract(.hasDependents)
            }
        }
        for marker in definition.markers {
            users.remove(subject, from: marker.symbol)
        }
    }

    /// Turns a definition back into equations the rows hold explicitly: the subject gets a row, and the
    /// composites that held its markers hold them no more.
    mutating func undefine(_ subject: Int32) {
        evaluate(subject)
        let composite = self.composite(of: subject)
        // The dependents' composites stop holding the subject's, so the rows get it explicitly.
        moveCompositeIntoRows(of: subject, sign: 1)
        // The subject's composite, replaced by what it stands for.
        let index = Int(definitionOf(subject))
        var meaning = definitions[index].markers
        for term in definitions[index].terms where definitionOf(term.symbol) >= 0 {
            meaning.append(Entry(symbol: self.composite(of: term.symbol), slot: -1, coefficient: term.coefficient))
        }
        let row = rowOf[Int(composite)]
        if row >= 0 {
            // A redundant equality made it basic; another of its dummies takes its place.
            if let entering = rows[Int(row)].first?.symbol {
                pivot(entering, row: row)
            } else {
                dropRow(row)
            }
        }
        while let link = columns[Int(composite)].last {
            let coefficient = removeEntry(at: link.index, ofRow: link.row)
            addScaled(toRow: link.row, constant: 0, entries: meaning, scale: coefficient)
        }
        substituteInObjective(composite, entries: meaning)
        let definition = definitions[index]
        forget(subject)
        beginRow(constant: definition.constant)
        for term in definition.terms {
            accumulate(term.symbol, term.coefficient)
        }
        for marker in definition.markers {
            accumulateEntry(marker.symbol, marker.coefficient)
        }
        accumulateEntry(subject, -1)
        let (constant, entries) = finishRow()
        insertRow(constant: constant, entries: entries, subject: subject)
        rebaseDependents(of: subject)
    }

    // MARK: Values

    private mutating func markStale(_ subject: Int32) {
        if flags[Int(subject)].insert(.stale).inserted {
            staleDefinitions.append(subject)
        }
        noteChanged(subject)
    }

    /// Passes the changes noted since the last call on to the definitions that depend on them, and works out
    /// the values of those definitions.
    ///
    /// - Complexity: O(definitions depending on the changed symbols).
    mutating func propagateChanges() {
        guard !unpropagated.isEmpty || !staleDefinitions.isEmpty else { return }
        var work = unpropagated
        work.append(contentsOf: staleDefinitions)
        for symbol in unpropagated {
            flags[Int(symbol)].subtract(.unpropagated)
        }
        unpropagated.removeAll(keepingCapacity: true)
        while let symbol = work.popLast() {
            // markStale would also queue the dependent for the next propagation, which this one already reaches.
            var next = 0
            while let dependent = users.element(next, of: symbol) {
                next += 1
                guard flags[Int(dependent)].insert(.stale).inserted else { continue }
                staleDefinitions.append(dependent)
                if flags[Int(dependent)].insert(.changed).inserted {
                    changed.append(dependent)
                }
                work.append(dependent)
            }
        }
        for index in staleDefinitions.indices {
            evaluate(staleDefinitions[index])
        }
        staleDefinitions.removeAll(keepingCapacity: true)
    }

    /// Works out a stale definition's value from its base form, whose variables all have values of their own.
    mutating func evaluate(_ subject: Int32) {
        guard flags[Int(subject)].contains(.stale) else { return }
        let index = Int(definitionOf(subject))
        var value = definitions[index].baseConstant
        for entry in definitions[index].base {
            value += entry.coefficient * self.value(of: entry.symbol)
        }
        definitions[index].value = value
        flags[Int(subject)].subtract(.stale)
    }
}
