import Foundation

/// A collection view's data source that holds its data as a snapshot of section and item identifiers: applying a
/// new snapshot works out the fewest inserts, deletes and moves from the old one and performs them as one batch
/// update. Subclass it to implement more of the data source protocol.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    public typealias CellProvider = @MainActor (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                                _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = @MainActor (_ collectionView: UICollectionView, _ elementKind: String,
                                                             _ indexPath: IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    fileprivate var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Makes the data source of `collectionView`, whose cells `cellProvider` makes for each item.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Makes the headers, footers and other supplementary views.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// What is asked and told as an outline disclosure expands or collapses an item.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// What is asked and told as the user drags items by their reorder controls.
    open var reorderingHandlers = ReorderingHandlers()

    // MARK: Snapshots

    /// A copy of the data shown now.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: the differences from the data shown now, as one batch update, animated or not;
    /// `completion` runs when it is done.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        let difference = SnapshotDifference(from: current, to: snapshot)
        current = Self.unmarked(snapshot)
        sectionSnapshots = sectionSnapshots.filter { snapshot.indexOfSection($0.key) != nil }
        guard let collectionView, collectionView.counts != nil else {
            collectionView?.reloadData()
            completion?()
            return
        }
        let update = {
            collectionView.performBatchUpdates({
                collectionView.deleteSections(difference.deletedSections)
                collectionView.insertSections(difference.insertedSections)
                for move in difference.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
                collectionView.deleteItems(at: difference.deletedItems)
                collectionView.insertItems(at: difference.insertedItems)
                for move in difference.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
            }, completion: { _ in completion?() })
            // Reloads and reconfigurations are in the new coordinates: they follow the batch.
            if !difference.reloadedSections.isEmpty || !difference.reloadedItems.isEmpty {
                collectionView.performBatchUpdates({
                    collectionView.reloadSections(difference.reloadedSections)
                    collectionView.reloadItems(at: difference.reloadedItems)
                })
            }
            collectionView.reconfigureItems(at: difference.reconfiguredItems)
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
    }

    /// Shows `snapshot` as `apply(_:animatingDifferences:completion:)` does, returning when it is done.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Shows `snapshot` by reloading the collection view, without working out differences.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = Self.unmarked(snapshot)
        collectionView?.reloadData()
        completion?()
    }

    /// Shows `snapshot` by reloading the collection view, returning once it does.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// Shows `snapshot` as the items of `section` (added at the end when it is new), its collapsed items hidden.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var whole = current
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(snapshot.visibleItems, toSection: section)
        apply(whole, animatingDifferences: animatingDifferences, completion: completion)
        sectionSnapshots[section] = snapshot
    }

    /// Shows `snapshot` as the items of `section` as `apply(_:to:animatingDifferences:completion:)` does, returning
    /// when it is done.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, to: section, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// The items of `section` as a section snapshot: the one applied to it, or its items as a flat list.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        sectionSnapshots[section] ?? Self.flatSection(current.indexOfSection(section) != nil ? current.itemIdentifiers(inSection: section) : [])
    }

    /// `items` as a section snapshot of one level.
    private static func flatSection(_ items: [ItemIdentifierType]) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var section = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        section.append(items)
        return section
    }

    /// The snapshot without its reload and reconfigure marks, which apply once: the data as it now shows.
    private static func unmarked(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>)
        -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        guard !snapshot.reloadedItemIdentifiers.isEmpty || !snapshot.reconfiguredItemIdentifiers.isEmpty
                || !snapshot.reloadedSectionIdentifiers.isEmpty else { return snapshot }
        var plain = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
        plain.appendSections(snapshot.sectionIdentifiers)
        for section in snapshot.sectionIdentifiers { plain.appendItems(snapshot.itemIdentifiers(inSection: section), toSection: section) }
        return plain
    }

    // MARK: Identifiers and index paths

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let identifier = sectionIdentifier(for: section) else { return 0 }
        return current.numberOfItems(inSection: identifier)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) { return cell }
        reportMisuse("UICollectionViewDiffableDataSource: the cell provider returned nil for index path \(indexPath); it must return a cell dequeued from the collection view.",
                     raising: "NSInternalInconsistencyException")
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Whether the reordering handlers let the item move.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else { return false }
        return canReorder(item)
    }

    /// Moves the item in the snapshot to where the user dropped it (the collection view already shows it there),
    /// telling the reordering handlers before and after.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = itemIdentifier(for: sourceIndexPath), let destination = sectionIdentifier(for: destinationIndexPath.section),
              let source = sectionIdentifier(for: sourceIndexPath.section) else { return }
        let moved = current.moving(item, to: destinationIndexPath)
        // Reordering moves rows as they show: each section's items end up a flat list.
        let sections = source == destination ? [source] : [source, destination]
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: current, finalSnapshot: moved, sectionTransactions: sections.map {
            NSDiffableDataSourceSectionTransaction(sectionIdentifier: $0, initialSnapshot: snapshot(for: $0),
                                                   finalSnapshot: Self.flatSection(moved.itemIdentifiers(inSection: $0)))
        })
        reorderingHandlers.willReorder?(transaction)
        current = moved
        for section in sections { sectionSnapshots[section] = nil }
        reorderingHandlers.didReorder?(transaction)
    }
}

extension UICollectionViewDiffableDataSource: OutlineExpanding {
    /// Expands or collapses the item in its section snapshot, as the section snapshot handlers allow.
    package func toggleExpansion(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else { return false }
        var outline = snapshot(for: section)
        let expand = !outline.isExpanded(item)
        let handlers = sectionSnapshotHandlers
        if expand {
            guard handlers.shouldExpandItem?(item) ?? true else { return false }
            handlers.willExpandItem?(item)
            if let children = handlers.snapshotForExpandingParent?(item, outline.snapshot(of: item)) {
                outline.replace(childrenOf: item, using: children)
            }
            outline.expand([item])
        } else {
            guard handlers.shouldCollapseItem?(item) ?? true else { return true }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        }
        apply(outline, to: section)
        return expand
    }

    package func isExpanded(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else { return false }
        return sectionSnapshots[section]?.isExpanded(item) ?? false
    }
}
