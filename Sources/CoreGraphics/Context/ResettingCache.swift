/// Values by key up to a budget of what they cost; when it is spent, the cache starts again, which is cheaper than
/// tracking recency for values that mostly repeat (words of text, shadows of cards).
package struct ResettingCache<Key: Hashable, Value> {
    private let budget: Int
    private let cost: (Value) -> Int
    private var values: [Key: Value] = [:]
    private var spent = 0

    package init(budget: Int, cost: @escaping (Value) -> Int) {
        self.budget = budget
        self.cost = cost
    }

    package subscript(key: Key) -> Value? { values[key] }

    package var count: Int { values.count }

    package mutating func insert(_ value: Value, for key: Key) {
        let cost = cost(value)
        if spent + cost > budget {
            values.removeAll(keepingCapacity: true)
            spent = 0
        }
        values[key] = value
        spent += cost
    }
}
