/// The simplex tableau behind ``Solver``: rows of `basic = constant + Σ coefficient × parametric`.
///
/// Everything is indexed by small integers so the hot loops touch flat arrays
/// instead of hash tables. Each symbol keeps a column, the list of rows it
/// appears in, so substituting a symbol visits only those rows instead of the
/// whole tableau; that, with sparse rows, is what keeps independent parts of a
/// layout from slowing each other down. Columns are maintained lazily: an entry
/// is appended when a symbol enters a row and may go stale when it leaves, and
/// stale entries are dropped whenever the column is read.
///
/// The objective is lexicographic, one sparse row per strength level; see
/// `Tableau+Objective.swift`. The simplex itself is in `Tableau+Simplex.swift`.
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
        var coefficient: Double
    }

    /// Where a symbol occurs: a row and the index of the entry in it.
    struct Occurrence {
        var row: Int32
        var index: Int
    }

    static let epsilon = 1e-8

    // Symbols.
    private(set) var kinds: [Kind] = []
    /// The row a symbol is basic in, or -1 when it is parametric.
    private(set) var rowOf: [Int32] = []
    private(set) var columns: [[Int32]] = []
    /// The column length at which it is next compacted, so stale entries stay bounded.
    private var columnLimits: [Int32] = []
    private var freeSymbols: [Int32] = []
    /// Scratch map from symbol to entry index while merging rows; -1 when unused.
    private var positions: [Int] = []

    // Rows.
    private(set) var basics: [Int32] = []
    private(set) var constants: [Double] = []
    private(set) var rows: [[Entry]] = []
    private var freeRows: [Int32] = []
    private var marks: [UInt32] = []
    private var mark: UInt32 = 0

    // The objective; see Tableau+Objective.swift.
    var levels: [Level] = []
    var improving: Set<Int32> = []

    /// Rows that may have gone below zero, for the dual simplex.
    var infeasible: [Int32] = []
    /// External symbols whose value may have changed since ``takeChanged()``.
    private var changed: [Int32] = []
    private var isChanged: [Bool] = []

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
        columnLimits.append(8)
        positions.append(-1)
        isChanged.append(false)
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
        for occurrence in occurrences(of: symbol) {
            _ = removeEntry(at: occurrence.index, ofRow: occurrence.row)
        }
        columns[Int(symbol)] = []
        columnLimits[Int(symbol)] = 8
        removeFromObjective(symbol)
        freeSymbols.append(symbol)
    }

    func isRestricted(_ symbol: Int32) -> Bool {
        let kind = kinds[Int(symbol)]
        return kind == .slack || kind == .error
    }

    /// The symbol's value in the current basic solution: its row's constant, or zero.
    func value(of symbol: Int32) -> Double {
        let row = rowOf[Int(symbol)]
        return row >= 0 ? constants[Int(row)] : 0
    }

    /// The symbols of a row, its basic one included: the markers that name the constraints it combines.
    func rowSymbols(_ row: Int32) -> [Int32] {
        [basics[Int(row)]] + rows[Int(row)].map(\.symbol)
    }

    /// Returns the external symbols whose value may have changed since the last call.
    mutating func takeChanged() -> [Int32] {
        for symbol in changed {
            isChanged[Int(symbol)] = false
        }
        defer { changed.removeAll(keepingCapacity: true) }
        return changed
    }

    private mutating func noteChanged(_ symbol: Int32) {
        if kinds[Int(symbol)] == .external && !isChanged[Int(symbol)] {
            isChanged[Int(symbol)] = true
            changed.append(symbol)
        }
    }

    // MARK: Columns

    /// Every row that holds `symbol` as a parametric entry, each once, with the entry's index.
    ///
    /// - Complexity: O(length of the column × length of its rows).
    mutating func occurrences(of symbol: Int32) -> [Occurrence] {
        mark &+= 1
        if mark == 0 {
            marks = Array(repeating: 0, count: marks.count)
            mark = 1
        }
        var found: [Occurrence] = []
        var kept: [Int32] = []
        found.reserveCapacity(columns[Int(symbol)].count)
        kept.reserveCapacity(columns[Int(symbol)].count)
        for row in columns[Int(symbol)] where marks[Int(row)] != mark && basics[Int(row)] >= 0 {
            if let index = rows[Int(row)].firstIndex(where: { $0.symbol == symbol }) {
                marks[Int(row)] = mark
                found.append(Occurrence(row: row, index: index))
                kept.append(row)
            }
        }
        columns[Int(symbol)] = kept
        columnLimits[Int(symbol)] = Int32(max(8, 2 * kept.count))
        return found
    }

    /// The coefficient of `symbol` in `row`, or zero.
    func coefficient(of symbol: Int32, inRow row: Int32) -> Double {
        rows[Int(row)].first { $0.symbol == symbol }?.coefficient ?? 0
    }

    private mutating func noteEntry(_ symbol: Int32, inRow row: Int32) {
        columns[Int(symbol)].append(row)
        if columns[Int(symbol)].count > columnLimits[Int(symbol)] {
            _ = occurrences(of: symbol)
        }
    }

    // MARK: Rows

    /// Adds the row `basic = constant + entries`.
    @discardableResult
    mutating func makeRow(basic: Int32, constant: Double, entries: [Entry]) -> Int32 {
        let row: Int32
        if let reused = freeRows.popLast() {
            row = reused
            basics[Int(row)] = basic
            constants[Int(row)] = constant
            rows[Int(row)] = entries
        } else {
            row = Int32(basics.count)
            basics.append(basic)
            constants.append(constant)
            rows.append(entries)
            marks.append(0)
        }
        rowOf[Int(basic)] = row
        for entry in entries {
            noteEntry(entry.symbol, inRow: row)
        }
        noteChanged(basic)
        return row
    }

    /// Deletes a row; its basic symbol becomes parametric and occurs nowhere.
    mutating func dropRow(_ row: Int32) {
        let basic = basics[Int(row)]
        rowOf[Int(basic)] = -1
        basics[Int(row)] = -1
        rows[Int(row)] = []
        freeRows.append(row)
        noteChanged(basic)
    }

    /// Removes the entry at `index` of `row`, returning its coefficient.
    mutating func removeEntry(at index: Int, ofRow row: Int32) -> Double {
        let coefficient = rows[Int(row)][index].coefficient
        rows[Int(row)].swapAt(index, rows[Int(row)].count - 1)
        rows[Int(row)].removeLast()
        return coefficient
    }

    /// Adds `scale × (constant + entries)` to a row, merging entries and dropping cancelled ones.
    ///
    /// - Complexity: O(length of the row + count of `entries`).
    private mutating func addScaled(toRow row: Int32, constant: Double, entries: [Entry], scale: Double) {
        constants[Int(row)] += constant * scale
        var cancelled = false
        if rows[Int(row)].count <= 8 {
            for entry in entries {
                let amount = entry.coefficient * scale
                if let index = rows[Int(row)].firstIndex(where: { $0.symbol == entry.symbol }) {
                    rows[Int(row)][index].coefficient += amount
                    cancelled = cancelled || abs(rows[Int(row)][index].coefficient) < Self.epsilon
                } else if abs(amount) >= Self.epsilon {
                    rows[Int(row)].append(Entry(symbol: entry.symbol, coefficient: amount))
                    noteEntry(entry.symbol, inRow: row)
                }
            }
        } else {
            for (index, entry) in rows[Int(row)].enumerated() {
                positions[Int(entry.symbol)] = index
            }
            for entry in entries {
                let amount = entry.coefficient * scale
                let index = positions[Int(entry.symbol)]
                if index >= 0 {
                    rows[Int(row)][index].coefficient += amount
                    cancelled = cancelled || abs(rows[Int(row)][index].coefficient) < Self.epsilon
                } else if abs(amount) >= Self.epsilon {
                    positions[Int(entry.symbol)] = rows[Int(row)].count
                    rows[Int(row)].append(Entry(symbol: entry.symbol, coefficient: amount))
                    noteEntry(entry.symbol, inRow: row)
                }
            }
            for entry in rows[Int(row)] {
                positions[Int(entry.symbol)] = -1
            }
        }
        if cancelled {
            rows[Int(row)].removeAll { abs($0.coefficient) < Self.epsilon }
        }
    }

    /// Shifts a row's constant, queueing it for the dual simplex if it went negative.
    ///
    /// - Returns: false when the row is a required equality's marker that is no longer zero.
    mutating func shiftConstant(ofRow row: Int32, by amount: Double) -> Bool {
        constants[Int(row)] += amount
        let basic = basics[Int(row)]
        noteChanged(basic)
        if kinds[Int(basic)] == .dummy {
            return abs(constants[Int(row)]) < Self.epsilon
        }
        if constants[Int(row)] < -Self.epsilon && isRestricted(basic) {
            infeasible.append(row)
        }
        return true
    }

    // MARK: Pivoting

    /// Makes `entering` basic in `row`, whose basic symbol becomes parametric, and
    /// substitutes it out of every other row and the objectives.
    ///
    /// - Complexity: O(Σ lengths of the rows `entering` occurs in).
    mutating func pivot(_ entering: Int32, row: Int32) {
        guard let index = rows[Int(row)].firstIndex(where: { $0.symbol == entering }) else {
            preconditionFailure("pivot on a symbol absent from the row")
        }
        let leaving = basics[Int(row)]
        let factor = -1 / removeEntry(at: index, ofRow: row)
        constants[Int(row)] *= factor
        for index in rows[Int(row)].indices {
            rows[Int(row)][index].coefficient *= factor
        }
        rows[Int(row)].append(Entry(symbol: leaving, coefficient: -factor))
        noteEntry(leaving, inRow: row)
        basics[Int(row)] = entering
        rowOf[Int(entering)] = row
        rowOf[Int(leaving)] = -1
        noteChanged(leaving)
        noteChanged(entering)
        substitute(entering, usingRow: row)
    }

    /// Replaces `symbol`, now basic in `row`, by that row's expression everywhere else.
    mutating func substitute(_ symbol: Int32, usingRow row: Int32) {
        let found = occurrences(of: symbol)
        columns[Int(symbol)] = []
        let constant = constants[Int(row)]
        let entries = rows[Int(row)]
        for occurrence in found {
            let target = occurrence.row
            let coefficient = removeEntry(at: occurrence.index, ofRow: target)
            addScaled(toRow: target, constant: constant, entries: entries, scale: coefficient)
            let basic = basics[Int(target)]
            noteChanged(basic)
            if constants[Int(target)] < -Self.epsilon && isRestricted(basic) {
                infeasible.append(target)
            }
        }
        substituteInObjective(symbol, constant: constant, entries: entries)
    }

    // MARK: Building rows

    /// Starts a new row `0 = constant`, to be completed by ``accumulate(_:_:)``.
    mutating func beginRow(constant: Double) {
        pending.removeAll(keepingCapacity: true)
        pendingConstant = constant
    }

    /// Adds `coefficient × symbol` to the pending row, expanding the symbol if it is basic.
    mutating func accumulate(_ symbol: Int32, _ coefficient: Double) {
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

    private mutating func accumulateEntry(_ symbol: Int32, _ coefficient: Double) {
        let index = positions[Int(symbol)]
        if index >= 0 {
            pending[index].coefficient += coefficient
        } else {
            positions[Int(symbol)] = pending.count
            pending.append(Entry(symbol: symbol, coefficient: coefficient))
        }
    }

    /// Ends the pending row: clears the scratch map, drops cancelled entries, and
    /// negates the row if needed so its constant is not negative.
    mutating func finishRow() -> (constant: Double, entries: [Entry]) {
        for entry in pending {
            positions[Int(entry.symbol)] = -1
        }
        pending.removeAll { abs($0.coefficient) < Self.epsilon }
        if pendingConstant < 0 {
            pendingConstant = -pendingConstant
            for index in pending.indices {
                pending[index].coefficient = -pending[index].coefficient
            }
        }
        return (pendingConstant, pending)
    }
}
