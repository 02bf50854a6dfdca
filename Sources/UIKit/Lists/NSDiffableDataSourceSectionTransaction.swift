import Foundation

/// The part of a diffable data source's transaction in one section: its items before and after, and the difference.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable {
    public let sectionIdentifier: SectionIdentifierType
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>

    package init(sectionIdentifier: SectionIdentifierType, initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                 finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        self.sectionIdentifier = sectionIdentifier
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        difference = finalSnapshot.items.difference(from: initialSnapshot.items).inferringMoves()
    }
}
