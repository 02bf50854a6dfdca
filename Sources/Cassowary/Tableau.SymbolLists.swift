extension Tableau {
    /// A list of symbols for each symbol, where almost every list holds at most one: that one is kept inline,
    /// four bytes a symbol, instead of an array each (eight bytes, and an allocation of its own when not empty).
    struct SymbolLists {
        /// The only element of each list, -1 for an empty one, or `-2 - i` for one held in `spills[i]`.
        private var heads: [Int32] = []
        private var spills: [[Int32]] = []
        private var freeSpills: [Int32] = []

        /// Adds an empty list for the next symbol.
        mutating func appendEmpty() {
            heads.append(-1)
        }

        func isEmpty(_ symbol: Int32) -> Bool {
            heads[Int(symbol)] == -1
        }

        /// The element at `index` of the symbol's list, or nil past its end.
        func element(_ index: Int, of symbol: Int32) -> Int32? {
            let head = heads[Int(symbol)]
            if head >= 0 {
                return index == 0 ? head : nil
            }
            guard head < -1, index < spills[Int(-2 - head)].count else { return nil }
            return spills[Int(-2 - head)][index]
        }

        subscript(symbol: Int32) -> [Int32] {
            let head = heads[Int(symbol)]
            return head >= 0 ? [head] : head == -1 ? [] : spills[Int(-2 - head)]
        }

        mutating func append(_ element: Int32, to symbol: Int32) {
            let head = heads[Int(symbol)]
            if head == -1 {
                heads[Int(symbol)] = element
            } else if head < -1 {
                spills[Int(-2 - head)].append(element)
            } else if let spill = freeSpills.popLast() {
                spills[Int(spill)] = [head, element]
                heads[Int(symbol)] = -2 - spill
            } else {
                heads[Int(symbol)] = -2 - Int32(spills.count)
                spills.append([head, element])
            }
        }

        /// Removes every occurrence of `element` from the symbol's list, keeping the order of the others.
        mutating func remove(_ element: Int32, from symbol: Int32) {
            let head = heads[Int(symbol)]
            guard head < -1 else {
                if head == element {
                    heads[Int(symbol)] = -1
                }
                return
            }
            let spill = Int(-2 - head)
            spills[spill].removeAll { $0 == element }
            if spills[spill].count <= 1 {
                heads[Int(symbol)] = spills[spill].first ?? -1
                spills[spill] = []
                freeSpills.append(Int32(spill))
            }
        }
    }
}
