// The objective is lexicographic: one sparse row per strength level, highest
// first. A symbol's reduced cost is the vector of its coefficients in those
// rows, compared level by level, so any amount of error at one level outweighs
// all errors below it — exactly, not through large weights that run out of
// floating-point precision after two or three levels.

extension Tableau {
    /// The index of the level for `strength`, creating it if needed, and counts one more user of it.
    mutating func retainLevel(_ strength: Strength) -> Int {
        let index = levels.firstIndex { $0.strength <= strength } ?? levels.endIndex
        if index == levels.endIndex || levels[index].strength != strength {
            levels.insert(Level(strength: strength), at: index)
        }
        levels[index].users += 1
        return index
    }

    /// Counts one user fewer of the level for `strength`, deleting the level when none is left.
    mutating func releaseLevel(_ strength: Strength) {
        guard let index = levels.firstIndex(where: { $0.strength == strength }) else { return }
        levels[index].users -= 1
        if levels[index].users == 0 {
            let leftovers = levels.remove(at: index).coefficients.keys
            for symbol in leftovers {
                refreshImproving(symbol)
            }
        }
    }

    /// The index of the existing level for `strength`.
    func levelIndex(_ strength: Strength) -> Int {
        guard let index = levels.firstIndex(where: { $0.strength == strength }) else {
            preconditionFailure("no objective level for strength \(strength)")
        }
        return index
    }

    /// Adds `amount × symbol` to the objective at `level`, expanding the symbol if it is basic.
    mutating func addToObjective(_ symbol: Int32, level: Int, amount: Double) {
        let row = rowOf[Int(symbol)]
        if row < 0 {
            addCoefficient(symbol, level: level, amount: amount)
            refreshImproving(symbol)
            return
        }
        for entry in rows[Int(row)] {
            addCoefficient(entry.symbol, level: level, amount: amount * entry.coefficient)
            refreshImproving(entry.symbol)
        }
    }

    /// Replaces `symbol`, which just became basic, by its row's expression in every level.
    mutating func substituteInObjective(_ symbol: Int32, entries: [Entry]) {
        var touched = false
        for level in levels.indices {
            guard let factor = levels[level].coefficients.removeValue(forKey: symbol) else { continue }
            touched = true
            for entry in entries {
                addCoefficient(entry.symbol, level: level, amount: factor * entry.coefficient)
            }
        }
        guard touched else { return }
        improving.remove(symbol)
        for entry in entries {
            refreshImproving(entry.symbol)
        }
    }

    /// Forgets a symbol's coefficients in every level.
    mutating func removeFromObjective(_ symbol: Int32) {
        for level in levels.indices {
            levels[level].coefficients.removeValue(forKey: symbol)
        }
        improving.remove(symbol)
    }

    private mutating func addCoefficient(_ symbol: Int32, level: Int, amount: Double) {
        var cancelled = false
        Self.add(amount, to: &levels[level].coefficients[symbol, default: 0], cancelled: &cancelled)
        if cancelled {
            levels[level].coefficients.removeValue(forKey: symbol)
        }
    }

    private static func add(_ amount: Double, to value: inout Double, cancelled: inout Bool) {
        value += amount
        cancelled = abs(value) < epsilon
    }

    /// The sign of the symbol's reduced cost: that of its coefficient at the strongest level where it has one.
    func reducedCostSign(_ symbol: Int32) -> Int {
        for level in levels {
            if let coefficient = level.coefficients[symbol], abs(coefficient) >= Self.epsilon {
                return coefficient < 0 ? -1 : 1
            }
        }
        return 0
    }

    /// The symbol's reduced cost divided by `divisor`, level by level.
    func reducedCost(_ symbol: Int32, dividedBy divisor: Double) -> [Double] {
        levels.map { ($0.coefficients[symbol] ?? 0) / divisor }
    }

    /// Keeps ``improving`` equal to the parametric symbols whose entry would lower the objective:
    /// restricted ones with a negative reduced cost and external ones with any.
    mutating func refreshImproving(_ symbol: Int32) {
        let kind = kinds[Int(symbol)]
        let sign = kind == .dummy || rowOf[Int(symbol)] >= 0 ? 0 : reducedCostSign(symbol)
        if sign < 0 || (sign > 0 && kind == .external) {
            improving.insert(symbol)
        } else {
            improving.remove(symbol)
        }
    }

    /// Whether `lhs` comes before `rhs` level by level, or nil when they tie within epsilon.
    static func precedes(_ lhs: [Double], _ rhs: [Double]) -> Bool? {
        for (left, right) in zip(lhs, rhs) where abs(left - right) >= epsilon {
            return left < right
        }
        return nil
    }
}
