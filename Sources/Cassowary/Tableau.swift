/// The simplex tableau behind ``Solver``: rows of `basic = constant + Σ coefficient × parametric`.
///
/// Everything is indexed by small integers so the hot loops touch flat arrays
/// instead of hash tables. The tableau is a sparse matrix linked both ways:
/// each row lists its entries and each symbol's column lists where it occurs,
/// and every entry knows its place in the other list, so adding, removing and
/// finding occurrences all cost O(1) per entry. Substituting a symbol thus
/// visits only the rows that mention it instead of the whole tableau, which,
/// with sparse rows, keeps independent parts of a layout from slowing each
/// other down.
///
/// The objective is lexicographic, one sparse row per strength level; see
/// `Tableau+Objective.swift`. The simplex itself is in `Tableau+Simplex.swift`.
/// Variables that required equalities define are kept out of the rows until
/// something needs them there; see `Tableau+Definitions.swift`.
struct Tableau {
    /// What a symbol stands for, which decides how the simplex may move it.
    enum Kind: UInt8 {
        /// A user variable: unrestricted in sign.
        case external
        /// The slack of an inequality (or the artificial variable of phase one): at least zero.
        case slack
        /// The error of a non-required constraint: at least zero, and minimised.
        case error
        /// The marker of a required equality: always zero, never pivoted in.
        case dummy
    }

    /// One parametric symbol of a row and its coefficient.
    struct Entry {
        var symbol: Int32
        /// The index of the matching ``Link`` in the symbol's column; -1 for rows not yet in the tableau.
        var slot: Int32
        var coefficient: Double
    }

    /// One occurrence of a symbol: a row, the index of the entry in it, and a
    /// copy of the entry's coefficient so that shifting constants along a
    /// column (the hot path of an edit) never has to visit the rows' entries.
    struct Link {
        var row: Int32
        var index: Int32
        var coefficient: Double
    }

    static let epsilon = 1e-8

    // Symbols.
    private(set) var kinds: [Kind] = []
    /// The row a symbol is basic in; for a defined variable, -2 minus the index in ``definitions`` of its definition;
    /// otherwise -1. Negative means "basic in no row" either way: no symbol is both, since a definition is of a
    /// variable no row mentions, and a row's basic symbol comes from among rows' parametric ones, never defined.
    /// One table for both saves four bytes a symbol.
    private(set) var rowOf: [Int32] = []
    /// Where each parametric symbol occurs.
    private(set) var columns: [[Link]] = []
    private var freeSymbols: [Int32] = []
    /// Scratch map from symbol to entry index while merging rows; -1 when unused.
    var positions: [Int32] = []

    // Rows.
    private(set) var basics: [Int32] = []
    private(set) var constants: [Double] = []
    private(set) var rows: [[Entry]] = []
    private var freeRows: [Int32] = []

    // Definitions; see Tableau+Definitions.swift.
    var definitions: [Definition] = []
    var freeDefinitions: [Int32] = []
    /// The defined symbols whose definitions use each symbol: for a variable, those with it among their terms (for
    /// most, one at most); for a marker, those holding it (almost always its own constraint's only). Terms are
    /// variables and markers are not, so one table serves both.
    var users = SymbolLists()
    /// The defined symbol each composite marker stands for.
    var compositeOwner: [Int32: Int32] = [:]
    /// Definitions whose value must be worked out again.
    var staleDefinitions: [Int32] = []
    /// Symbols with dependents whose value may have changed since ``propagateChanges()``.
    var unpropagated: [Int32] = []

    // The objective; see Tableau+Objective.swift.
    var levels: [Level] = []
    var improving: Set<Int32> = []

    /// Rows that may have gone below zero, for the dual simplex.
    var infeasible: [Int32] = []
    /// External symbols whose value may have changed since ``takeChanged()``.
    var changed: [Int32] = []

    /// A symbol's four flags, in one byte rather than an array of a byte each.
    struct Flags: OptionSet {
        let rawValue: UInt8
        /// ``changed`` holds the symbol.
        static let changed = Flags(rawValue: 1)
        /// ``users`` of the variable is not empty, which the hot loop of an edit reads without touching the lists.
        static let hasDependents = Flags(rawValue: 2)
        /// ``staleDefinitions`` holds the symbol.
        static let stale = Flags(rawValue: 4)
        /// ``unpropagated`` holds the symbol.
        static let unpropagated = Flags(rawValue: 8)
    }
    var flags: [Flags] = []

    // The row being built by `beginRow` and `accumulate`.
    private var pending: [Entry] = []
    private var pendingConstant = 0.0

    // MARK: Symbols

    /// Creates a symbol that occurs nowhere yet, reusing a released one if possible.
    mutating func makeSymbol(_ kind: Kind) -> Int32 {
        if let symbol = freeSymbols.popLast() {
            kinds[Int(symbol)] = kind
            return symbol
        }
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        columns.append([])
        positions.append(-1)
        flags.append([])
        users.appendEmpty()
        return symbol
    }

    /// Removes every trace of `symbol` and makes it available for reuse.
    ///
    /// Callers purge symbols whose constraints are gone, where only rounding
    /// noise can be left, so the solution does not change.
    mutating func purge(_ symbol: Int32) {
        let row = rowOf[Int(symbol)]
        if row >= 0 {
            dropRow(row)
        }
        while let link = columns[Int(symbol)].last {
            removeEntry(at: link.index, ofRow: link.row)
        }
        columns[Int(symbol)] = []
        removeFromObjective(symbol)
        freeSymbols.append(symbol)
    }

    func isRestricted(_ symbol: Int32) -> Bool {
        let kind = kinds[Int(symbol)]
        return kind == .slack || kind == .error
    }

    /// The index in ``definitions`` of the symbol's definition, or -1.
    func definitionOf(_ symbol: Int32) -> Int32 {
        let place = rowOf[Int(symbol)]
        return place < -1 ? -2 - place : -1
    }

    /// Records that `subject`, which no row has as its basic symbol, has the definition at `index`, or none.
    mutating func setDefinition(_ index: Int32?, of subject: Int32) {
        rowOf[Int(subject)] = index.map { -2 - $0 } ?? -1
    }

    /// The symbol's value in the current basic solution: its row's constant, its definition's value, or zero.
    ///
    /// A defined symbol's value is current after ``propagateChanges()``.
    func value(of symbol: Int32) -> Double {
        let row = rowOf[Int(symbol)]
        if row >= 0 {
            return constants[Int(row)]
        }
        let definition = definitionOf(symbol)
        return definition >= 0 ? definitions[Int(definition)].value : 0
    }

    /// The symbols of a row, its basic one included: the markers that name the constraints it combines.
    func rowSymbols(_ row: Int32) -> [Int32] {
        [basics[Int(row)]] + rows[Int(row)].map(\.symbol)
    }

    /// Returns the external symbols whose value may have changed since the last call.
    mutating func takeChanged() -> [Int32] {
        propagateChanges()
        for symbol in changed {
            flags[Int(symbol)].subtract(.changed)
        }
        defer { changed.removeAll(keepingCapacity: true) }
        return changed
    }

    mutating func noteChanged(_ symbol: Int32) {
        guard kinds[Int(symbol)] == .external else { return }
        if flags[Int(symbol)].insert(.changed).inserted {
            changed.append(symbol)
        }
        notePropagation(symbol)
    }

    /// Queues a changed symbol for ``propagateChanges()`` if definitions mention it.
    @inline(__always)
    mutating func notePropagation(_ symbol: Int32) {
        if flags[Int(symbol)].contains(.hasDependents) && flags[Int(symbol)].insert(.unpropagated).inserted {
            unpropagated.append(symbol)
        }
    }

    // MARK: Entries

    /// The index of `symbol`'s entry in `row`, found through the shorter of the row and the column.
    func index(of symbol: Int32, inRow row: Int32) -> Int32? {
        if rows[Int(row)].count <= columns[Int(symbol)].count {
            return rows[Int(row)].firstIndex { $0.symbol == symbol }.map(Int32.init)
        }
        return columns[Int(symbol)].first { $0.row == row }?.index
    }

    /// Adds an entry for a symbol the row does not hold yet.
    mutating func appendEntry(_ symbol: Int32, _ coefficient: Double, toRow row: Int32) {
        let slot = Int32(columns[Int(symbol)].count)
        // The columns of symbols that many rows share run to hundreds of links, and growing those by doubling would
        // leave over a third of a large layout's column storage unused.
        if slot >= 16 && slot == columns[Int(symbol)].capacity {
            columns[Int(symbol)].reserveCapacity(Int(slot + slot / 4))
        }
        columns[Int(symbol)].append(Link(row: row, index: Int32(rows[Int(row)].count), coefficient: coefficient))
        rows[Int(row)].append(Entry(symbol: symbol, slot: slot, coefficient: coefficient))
    }

    private mutating func setCoefficient(_ coefficient: Double, at index: Int32, ofRow row: Int32) {
        rows[Int(row)][Int(index)].coefficient = coefficient
        let entry = rows[Int(row)][Int(index)]
        columns[Int(entry.symbol)][Int(entry.slot)].coefficient = coefficient
    }

    /// Removes an entry from its column, moving the column's last link into its place.
    private mutating func unlink(_ entry: Entry) {
        let last = columns[Int(entry.symbol)].removeLast()
        if entry.slot < columns[Int(entry.symbol)].count {
            columns[Int(entry.symbol)][Int(entry.slot)] = last
            rows[Int(last.row)][Int(last.index)].slot = entry.slot
        }
    }

    /// Removes the entry at `index` of `row`, returning its coefficient.
    @discardableResult
    mutating func removeEntry(at index: Int32, ofRow row: Int32) -> Double {
        let entry = rows[Int(row)][Int(index)]
        unlink(entry)
        let last = rows[Int(row)].removeLast()
        if index < rows[Int(row)].count {
            rows[Int(row)][Int(index)] = last
            columns[Int(last.symbol)][Int(last.slot)].index = index
        }
        return entry.coefficient
    }

    // MARK: Rows

    /// Adds the row `basic = constant`, to be filled with ``appendEntry(_:_:toRow:)``.
    mutating func makeRow(basic: Int32, constant: Double, capacity: Int) -> Int32 {
        let row: Int32
        if let reused = freeRows.popLast() {
            row = reused
            basics[Int(row)] = basic
            constants[Int(row)] = constant
        } else {
            row = Int32(basics.count)
            basics.append(basic)
            constants.append(constant)
            rows.append([])
        }
        rows[Int(row)].reserveCapacity(capacity)
        rowOf[Int(basic)] = row
        noteChanged(basic)
        return row
    }

    /// Deletes a row; its basic symbol becomes parametric and occurs nowhere.
    mutating func dropRow(_ row: Int32) {
        for entry in rows[Int(row)] {
            unlink(entry)
        }
        let basic = basics[Int(row)]
        rowOf[Int(basic)] = -1
        basics[Int(row)] = -1
        rows[Int(row)] = []
        freeRows.append(row)
        noteChanged(basic)
    }

    /// Adds `scale × (constant + entries)` to a row, merging entries and dropping cancelled ones.
    ///
    /// - Complexity: O(length of the row + count of `entries`).
    mutating func addScaled(toRow row: Int32, constant: Double, entries: [Entry], scale: Double) {
        constants[Int(row)] += constant * scale
        let count = rows[Int(row)].count
        // Short rows are searched; long ones get a symbol-to-index map so the merge stays linear.
        let mapped = count > 8
        if mapped {
            for index in 0..<count {
                positions[Int(rows[Int(row)][index].symbol)] = Int32(index)
            }
        }
        var cancelled = false
        for entry in entries {
            let amount = entry.coefficient * scale
            var found: Int32 = -1
            if mapped {
                found = positions[Int(entry.symbol)]
            } else {
                for index in 0..<rows[Int(row)].count where rows[Int(row)][index].symbol == entry.symbol {
                    found = Int32(index)
                    break
                }
            }
            if found >= 0 {
                let coefficient = rows[Int(row)][Int(found)].coefficient + amount
                setCoefficient(coefficient, at: found, ofRow: row)
                cancelled = cancelled || abs(coefficient) < Self.epsilon
            } else if abs(amount) >= Self.epsilon {
                if mapped {
                    positions[Int(entry.symbol)] = Int32(rows[Int(row)].count)
                }
                appendEntry(entry.symbol, amount, toRow: row)
            }
        }
        if mapped {
            for index in 0..<rows[Int(row)].count {
                positions[Int(rows[Int(row)][index].symbol)] = -1
            }
        }
        if cancelled {
            // Descending, so each removal only moves an entry that was already checked.
            for index in stride(from: rows[Int(row)].count - 1, through: 0, by: -1)
            where abs(rows[Int(row)][index].coefficient) < Self.epsilon {
                removeEntry(at: Int32(index), ofRow: row)
            }
        }
    }

    /// Shifts a row's constant, queueing it for the dual simplex if it went negative.
    ///
    /// Inlined because it is the body of the loop an edit runs over every row it touches.
    /// - Returns: false when the row is a required equality's marker that is no longer zero.
    @inline(__always)
    mutating func shiftConstant(ofRow row: Int32, by amount: Double) -> Bool {
        let constant = constants[Int(row)] + amount
        constants[Int(row)] = constant
        let basic = basics[Int(row)]
        switch kinds[Int(basic)] {
        case .external:
            if flags[Int(basic)].insert(.changed).inserted {
                changed.append(basic)
            }
            notePropagation(basic)
        case .dummy:
            return abs(constant) < Self.epsilon
        case .slack, .error:
            if constant < -Self.epsilon {
                infeasible.append(row)
            }
        }
        return true
    }

    // MARK: Pivoting

    /// Makes `entering` basic in `row`, whose basic symbol becomes parametric, and
    /// substitutes it out of every other row and the objective.
    ///
    /// - Complexity: O(Σ lengths of the rows `entering` occurs in).
    mutating func pivot(_ entering: Int32, row: Int32) {
        guard let index = index(of: entering, inRow: row) else {
            preconditionFailure("pivot on a symbol absent from the row")
        }
        let leaving = basics[Int(row)]
        let factor = -1 / removeEntry(at: index, ofRow: row)
        constants[Int(row)] *= factor
        for index in rows[Int(row)].indices {
            setCoefficient(rows[Int(row)][index].coefficient * factor, at: Int32(index), ofRow: row)
        }
        appendEntry(leaving, -factor, toRow: row)
        basics[Int(row)] = entering
        rowOf[Int(entering)] = row
        rowOf[Int(leaving)] = -1
        noteChanged(leaving)
        noteChanged(entering)
        substitute(entering, usingRow: row)
    }

    /// Replaces `symbol`, now basic in `row`, by that row's expression everywhere else.
    mutating func substitute(_ symbol: Int32, usingRow row: Int32) {
        let constant = constants[Int(row)]
        let entries = rows[Int(row)]
        while let link = columns[Int(symbol)].last {
            let target = link.row
            let coefficient = removeEntry(at: link.index, ofRow: target)
            addScaled(toRow: target, constant: constant, entries: entries, scale: coefficient)
            let basic = basics[Int(target)]
            noteChanged(basic)
            if constants[Int(target)] < -Self.epsilon && isRestricted(basic) {
                infeasible.append(target)
            }
        }
        substituteInObjective(symbol, entries: entries)
    }

    // MARK: Building rows

    /// Starts a new row `0 = constant`, to be completed by ``accumulate(_:_:)``.
    mutating func beginRow(constant: Double) {
        pending.removeAll(keepingCapacity: true)
        pendingConstant = constant
    }

    /// Adds to the pending row's constant.
    mutating func accumulateConstant(_ amount: Double) {
        pendingConstant += amount
    }

    /// Adds `coefficient × symbol` to the pending row, expanding the symbol if it is basic or defined.
    mutating func accumulate(_ symbol: Int32, _ coefficient: Double) {
        if definitionOf(symbol) >= 0 {
            expandDefinition(of: symbol, coefficient)
            return
        }
        let row = rowOf[Int(symbol)]
        if row < 0 {
            accumulateEntry(symbol, coefficient)
            return
        }
        pendingConstant += constants[Int(row)] * coefficient
        for entry in rows[Int(row)] {
            accumulateEntry(entry.symbol, entry.coefficient * coefficient)
        }
    }

    mutating func accumulateEntry(_ symbol: Int32, _ coefficient: Double) {
        let index = positions[Int(symbol)]
        if index >= 0 {
            pending[Int(index)].coefficient += coefficient
        } else {
            positions[Int(symbol)] = Int32(pending.count)
            pending.append(Entry(symbol: symbol, slot: -1, coefficient: coefficient))
        }
    }

    /// Ends the pending row: clears the scratch map, drops cancelled entries, and
    /// negates the row if needed so its constant is not negative.
    mutating func finishRow() -> (constant: Double, entries: [Entry]) {
        settlePending()
        if pendingConstant < 0 {
            pendingConstant = -pendingConstant
            for index in pending.indices {
                pending[index].coefficient = -pending[index].coefficient
            }
        }
        return (pendingConstant, pending)
    }

    /// Ends the pending row as a plain sum: clears the scratch map and drops cancelled entries.
    ///
    /// The entries, after `prefix`, are a copy of their own size, since definitions keep them and the pending
    /// row's storage is as large as the largest row ever built.
    mutating func finishSum(after prefix: ArraySlice<Entry> = []) -> (constant: Double, entries: [Entry]) {
        settlePending()
        var entries: [Entry] = []
        entries.reserveCapacity(prefix.count + pending.count)
        entries += prefix
        entries += pending
        return (pendingConstant, entries)
    }

    /// Clears the scratch map of the pending row and drops its cancelled entries.
    private mutating func settlePending() {
        for entry in pending {
            positions[Int(entry.symbol)] = -1
        }
        pending.removeAll { abs($0.coefficient) < Self.epsilon }
    }
}
