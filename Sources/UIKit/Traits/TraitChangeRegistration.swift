import Foundation

/// One `registerForTraitChanges` call: the traits it watches and what it runs when one of them changes.
package struct TraitChangeRegistration: UITraitChangeRegistration {
    package let id = UUID()
    /// Metatypes never change, so sharing them across threads is safe although Swift cannot tell.
    package nonisolated(unsafe) let traits: [UITrait]
    package let handler: @MainActor (any UITraitEnvironment, UITraitCollection) -> Void
    /// Whether the handler also hears of the traits a view first takes in a window, which views take silently.
    package var includesFirstTraits = false

    package static func == (a: Self, b: Self) -> Bool { a.id == b.id }
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Runs the handler when one of the watched traits differs between `previous` and `current`.
    @MainActor
    package func notify(_ environment: any UITraitEnvironment, from previous: UITraitCollection, to current: UITraitCollection) {
        if traits.contains(where: { $0.differs(between: previous, and: current) }) { handler(environment, previous) }
    }
}
