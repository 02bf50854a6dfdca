/// The field log: the sightings in the order the user chose. A value, so the controller that owns it hands copies
/// of what each screen shows to that screen's properties.
struct SightingLog {
    enum Order: String, CaseIterable {
        case date = "Date", species = "Species", count = "Count"
    }

    private(set) var sightings: [Sighting]
    /// How the log is sorted; nil after the user reordered it by hand.
    var order: Order? = .date {
        didSet { sort() }
    }

    init(sightings: [Sighting] = Sighting.fieldLog) {
        self.sightings = sightings
        sort()
    }

    /// The next free identifier for a new sighting.
    var nextID: Int { (sightings.map(\.id).max() ?? 0) + 1 }

    mutating func add(_ sighting: Sighting) {
        sightings.append(sighting)
        sort()
    }

    mutating func update(_ sighting: Sighting) {
        guard let index = sightings.firstIndex(where: { $0.id == sighting.id }) else { return }
        sightings[index] = sighting
        sort()
    }

    mutating func remove(_ sighting: Sighting) {
        sightings.removeAll { $0.id == sighting.id }
    }

    /// Puts `sighting` just before `other` (at the end when nil), as a drag in edit mode does; the order is the
    /// user's from then on.
    mutating func move(_ sighting: Sighting, before other: Sighting?) {
        guard let moved = sightings.first(where: { $0.id == sighting.id }) else { return }
        sightings.removeAll { $0.id == sighting.id }
        let index = other.flatMap { other in sightings.firstIndex { $0.id == other.id } } ?? sightings.endIndex
        sightings.insert(moved, at: index)
        order = nil
    }

    /// Newest first by date, alphabetical by species, most birds first by count; ties keep the log's order, and so
    /// does no order at all.
    private mutating func sort() {
        guard let order else { return }
        let before = sightings.enumerated().map { ($0.offset, $0.element) }
        sightings = before.sorted { lhs, rhs in
            switch order {
            case .date where lhs.1.day != rhs.1.day: return lhs.1.day > rhs.1.day
            case .species where lhs.1.species != rhs.1.species: return lhs.1.species < rhs.1.species
            case .count where lhs.1.count != rhs.1.count: return lhs.1.count > rhs.1.count
            default: return lhs.0 < rhs.0
            }
        }.map(\.1)
    }
}
