// The simplex proper: inserting a constraint's row, the primal simplex that
// restores optimality after an insertion or removal, the dual simplex that
// restores feasibility after a constant changes, and phase one with an
// artificial variable for rows that have no natural basic symbol. Pivots
// prefer symbols with short columns and ties in the ratio test prefer short
// rows, which keeps the tableau sparse; Bland's rule takes over after a run of
// degenerate pivots so the simplex cannot cycle.

extension Tableau {
    /// Adds the row `0 = constant + entries` for a constraint whose markers are `marker` and `other`.
    ///
    /// - Returns: nil when the row was added, or, when the required
    ///   constraints cannot all hold with it, the dummy and slack symbols of
    ///   the rows that prove it; the tableau is then as before.
    /// - Complexity: O(length of the row) when it defines a fresh variable;
    ///   otherwise proportional to the rows the pivots touch.
    mutating func insert(constant: Double, entries: [Entry], marker: Int32, other: Int32?) -> [Int32]? {
        if let subject = chooseSubject(entries, marker: marker, other: other) {
            insertRow(constant: constant, entries: entries, subject: subject)
        } else if entries.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            // A required equality implied by others: consistent only if nothing is left over.
            if constant >= Self.epsilon {
                return entries.map(\.symbol)
            }
            insertRow(constant: constant, entries: entries, subject: marker)
        } else if let certificate = insertWithArtificialVariable(constant: constant, entries: entries) {
            optimize()
            return certificate
        }
        optimize()
        return nil
    }

    /// The symbol to solve a new row for: the external with the shortest column, so
    /// that defining a fresh variable costs nothing to substitute, else a fresh
    /// marker whose coefficient lets it start non-negative.
    private func chooseSubject(_ entries: [Entry], marker: Int32, other: Int32?) -> Int32? {
        var subject: Int32?
        var shortest = Int.max
        for entry in entries where kinds[Int(entry.symbol)] == .external {
            let length = columns[Int(entry.symbol)].count
            if length < shortest {
                subject = entry.symbol
                shortest = length
            }
        }
        if subject != nil {
            return subject
        }
        var fallback: Int32?
        for entry in entries where entry.coefficient < 0 && isRestricted(entry.symbol) {
            if entry.symbol == marker {
                return marker
            }
            if entry.symbol == other {
                fallback = other
            }
        }
        return fallback
    }

    /// Solves `0 = constant + entries` for `subject` and installs it as that symbol's row.
    mutating func insertRow(constant: Double, entries: [Entry], subject: Int32) {
        guard let pivot = entries.first(where: { $0.symbol == subject }) else {
            preconditionFailure("subject absent from its row")
        }
        let factor = -1 / pivot.coefficient
        let row = makeRow(basic: subject, constant: constant * factor, capacity: entries.count - 1)
        for entry in entries where entry.symbol != subject {
            appendEntry(entry.symbol, entry.coefficient * factor, toRow: row)
        }
        substitute(subject, usingRow: row)
    }

    /// Pivots until no parametric symbol can lower the lexicographic objective.
    ///
    /// Entering symbols with short columns go first, since a pivot costs the
    /// rows its symbol occurs in and fills them in; after a run of degenerate
    /// pivots the choice falls back to Bland's rule, which cannot cycle.
    /// - Complexity: O(pivots × rows touched per pivot); an insertion that
    ///   leaves the objective optimal costs O(1).
    mutating func optimize() {
        var degenerate = 0
        while !improving.isEmpty {
            let bland = degenerate > Self.degenerateLimit
            var entering = Int32.max
            for candidate in improving where bland ? candidate < entering : precedesInCost(candidate, entering) {
                entering = candidate
            }
            let increasing = reducedCostSign(entering) < 0
            guard let row = leavingRow(entering, increasing: increasing, bland: bland) else {
                // Unbounded along this symbol, impossible while errors are non-negative.
                improving.remove(entering)
                continue
            }
            degenerate = abs(constants[Int(row)]) < Self.epsilon ? degenerate + 1 : 0
            pivot(entering, row: row)
        }
    }

    /// Consecutive degenerate pivots after which the simplex switches to Bland's rule.
    private static let degenerateLimit = 50

    /// Whether pivoting on `candidate` is cheaper than on `current` (shorter column, then lower symbol).
    private func precedesInCost(_ candidate: Int32, _ current: Int32) -> Bool {
        guard current != .max else { return true }
        let length = columns[Int(candidate)].count
        let currentLength = columns[Int(current)].count
        return length < currentLength || (length == currentLength && candidate < current)
    }

    /// The restricted row that first blocks `entering` as it moves (the ratio test).
    ///
    /// Ties go to the shortest row, or under Bland's rule to the lowest basic symbol.
    private func leavingRow(_ entering: Int32, increasing: Bool, bland: Bool = false) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        for link in columns[Int(entering)] {
            let basic = basics[Int(link.row)]
            let coefficient = link.coefficient
            guard isRestricted(basic), increasing ? coefficient < 0 : coefficient > 0 else { continue }
            let ratio = (increasing ? -1 : 1) * constants[Int(link.row)] / coefficient
            if ratio < bestRatio - Self.epsilon {
                best = link.row
                bestRatio = ratio
            } else if ratio < bestRatio + Self.epsilon {
                let better = bland ? basic < basics[Int(best)] : rows[Int(link.row)].count < rows[Int(best)].count
                if better {
                    best = link.row
                }
            }
        }
        return best >= 0 ? best : nil
    }

    /// Pivots queued negative rows back to feasibility, keeping the objective optimal.
    ///
    /// - Returns: nil on success, or a row that stays negative whatever its
    ///   parametric symbols do, which proves the required constraints in it
    ///   infeasible; that row is not re-queued.
    /// - Complexity: O(pivots × rows touched per pivot); a change that leaves
    ///   every row feasible costs only the queue's length.
    mutating func dualOptimize() -> Int32? {
        while let row = infeasible.popLast() {
            let basic = basics[Int(row)]
            guard basic >= 0, isRestricted(basic), constants[Int(row)] < -Self.epsilon else { continue }
            guard let entering = dualEntering(row) else {
                infeasible.removeAll()
                return row
            }
            pivot(entering, row: row)
        }
        return nil
    }

    /// The symbol whose entry raises a negative row while raising the objective least.
    private func dualEntering(_ row: Int32) -> Int32? {
        var best: Int32?
        var bestCost: [Double] = []
        for entry in rows[Int(row)] {
            let kind = kinds[Int(entry.symbol)]
            guard kind != .dummy,
                entry.coefficient >= Self.epsilon || (kind == .external && entry.coefficient <= -Self.epsilon)
            else { continue }
            let cost = reducedCost(entry.symbol, dividedBy: abs(entry.coefficient))
            let better = best.map { Self.precedes(cost, bestCost) ?? (entry.symbol < $0) } ?? true
            if better {
                best = entry.symbol
                bestCost = cost
            }
        }
        return best
    }

    /// Phase one: adds `0 = constant + entries` as the row of an artificial variable
    /// and minimises that variable; the row fits only if it reaches zero.
    ///
    /// While the artificial variable is basic its row is the phase-one
    /// objective, so no separate objective row is needed; once it leaves the
    /// basis it is zero and phase one is done.
    /// - Returns: nil on success; on failure the row is taken out again and the
    ///   result lists the symbols of the artificial variable's final row, which
    ///   mark the constraints that prove infeasibility.
    private mutating func insertWithArtificialVariable(constant: Double, entries: [Entry]) -> [Int32]? {
        let artificial = makeSymbol(.slack)
        let artificialRow = makeRow(basic: artificial, constant: constant, capacity: entries.count)
        for entry in entries {
            appendEntry(entry.symbol, entry.coefficient, toRow: artificialRow)
        }
        while rowOf[Int(artificial)] >= 0,
            let (entering, increasing) = phaseOneEntering(rowOf[Int(artificial)]),
            let row = leavingRow(entering, increasing: increasing)
        {
            pivot(entering, row: row)
        }
        let row = rowOf[Int(artificial)]
        if row >= 0 {
            if constants[Int(row)] >= Self.epsilon {
                let certificate = rowSymbols(row)
                dropRow(row)
                purge(artificial)
                return certificate
            }
            // Degenerate: still basic but zero. Pivot it out so the row keeps a basic symbol.
            if let entering = rows[Int(row)].filter({ kinds[Int($0.symbol)] != .dummy }).map(\.symbol).min()
                ?? rows[Int(row)].map(\.symbol).min()
            {
                pivot(entering, row: row)
            } else {
                dropRow(row)
            }
        }
        // The artificial variable is zero now; purging it fixes it there.
        purge(artificial)
        return nil
    }

    /// The cheapest symbol whose entry lowers the artificial variable, and whether it increases.
    private func phaseOneEntering(_ row: Int32) -> (Int32, Bool)? {
        var best: (Int32, Bool)?
        for entry in rows[Int(row)] where best.map({ precedesInCost(entry.symbol, $0.0) }) ?? true {
            switch kinds[Int(entry.symbol)] {
            case .dummy:
                continue
            case .external where entry.coefficient >= Self.epsilon:
                best = (entry.symbol, false)
            default:
                if entry.coefficient <= -Self.epsilon {
                    best = (entry.symbol, true)
                }
            }
        }
        return best
    }

    /// Takes a constraint's equation out of the tableau by making its marker basic and dropping that row.
    ///
    /// Every other row then is a combination of the remaining constraints only,
    /// so the marker, and the constraint's other error symbol, occur nowhere.
    /// - Complexity: O(Σ lengths of the rows the marker occurs in).
    mutating func eliminate(_ marker: Int32) {
        eliminateDefinitions(holding: marker)
        if rowOf[Int(marker)] < 0 {
            guard let row = markerLeavingRow(marker) else { return }
            pivot(marker, row: row)
        }
        dropRow(rowOf[Int(marker)])
    }

    /// The row to pivot a marker into so that the others stay feasible: a redundant
    /// equality's row first (its constant is zero, and dummy rows must keep holding
    /// dummies only), then the tightest restricted row, then any external one.
    private func markerLeavingRow(_ marker: Int32) -> Int32? {
        var dummyRow: Int32?
        var negative: (row: Int32, ratio: Double)?
        var positive: (row: Int32, ratio: Double)?
        var external: Int32?
        for link in columns[Int(marker)] {
            let row = link.row
            let coefficient = link.coefficient
            switch kinds[Int(basics[Int(row)])] {
            case .dummy:
                dummyRow = dummyRow ?? row
            case .external:
                external = external ?? row
            case .slack, .error:
                let ratio = abs(constants[Int(row)] / coefficient)
                if coefficient < 0 {
                    if ratio < negative?.ratio ?? .infinity {
                        negative = (row, ratio)
                    }
                } else if ratio < positive?.ratio ?? .infinity {
                    positive = (row, ratio)
                }
            }
        }
        return dummyRow ?? negative?.row ?? positive?.row ?? external
    }

    /// Re-expresses the tableau after a constraint's constant changed, by substituting
    /// `symbol_old = symbol_new + delta` for one of its markers.
    ///
    /// - Returns: a row of a required equality that no longer holds, if any.
    /// - Complexity: O(1) when the symbol is basic, else O(rows it occurs in).
    mutating func shift(_ symbol: Int32, by delta: Double) -> Int32? {
        var suspects: [Int32] = []
        shiftDefinitions(holding: symbol, by: delta, suspects: &suspects)
        shiftOccurrences(of: symbol, by: delta, suspects: &suspects)
        // Judged once every shift is in, since the composites in a row can move it and move it back.
        return suspects.first { abs(constants[Int($0)]) >= Self.epsilon }
    }

    /// Shifts the constants of the rows a symbol occurs in, collecting required equalities' rows that moved.
    mutating func shiftOccurrences(of symbol: Int32, by delta: Double, suspects: inout [Int32]) {
        let row = rowOf[Int(symbol)]
        if row >= 0 {
            if !shiftConstant(ofRow: row, by: -delta) {
                suspects.append(row)
            }
            return
        }
        for link in columns[Int(symbol)] where !shiftConstant(ofRow: link.row, by: link.coefficient * delta) {
            suspects.append(link.row)
        }
    }
}
