/// Identifiers in the order first given, each once: what a snapshot marks for reload keeps the caller's order.
struct OrderedIdentifiers<Identifier: Hashable & Sendable>: Sendable {
    private(set) var elements: [Identifier] = []
    private var members: Set<Identifier> = []

    mutating func append(contentsOf identifiers: [Identifier]) {
        for identifier in identifiers where members.insert(identifier).inserted { elements.append(identifier) }
    }
}
