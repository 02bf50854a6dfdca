/// The spare views of a table or collection view, by reuse identifier, and how to make a new one for each
/// registered identifier: dequeuing takes a spare view when there is one and makes one otherwise.
@MainActor
package final class ReuseQueue<View: UIView> {
    private var makers: [String: () -> View] = [:]
    private var spares: [String: [View]] = [:]

    package init() {}

    /// Registers how views for `identifier` are made; nil unregisters it. Spare views made the old way are dropped.
    package func register(_ identifier: String, make: (() -> View)?) {
        makers[identifier] = make
        spares[identifier] = nil
    }

    package func isRegistered(_ identifier: String) -> Bool { makers[identifier] != nil }

    /// A spare view for `identifier`, or nil when there is none.
    package func spare(for identifier: String) -> View? {
        spares[identifier]?.popLast()
    }

    /// A spare view for `identifier`, or a new one from its registration; nil when it is not registered.
    package func dequeue(_ identifier: String) -> View? {
        spare(for: identifier) ?? makers[identifier]?()
    }

    /// Keeps `view`, taken off screen, for the next dequeue of `identifier`.
    package func enqueue(_ view: View, for identifier: String) {
        spares[identifier, default: []].append(view)
    }

    /// How many views wait for reuse.
    package var spareCount: Int { spares.values.reduce(0) { $0 + $1.count } }

    package func removeAllSpares() {
        spares.removeAll()
    }
}
