import Foundation

/// A table view's data source driven by snapshots: `apply(_:animatingDifferences:completion:)` works out the
/// smallest batch update from the current snapshot to the new one and performs it. Subclass it to give section
/// titles or to allow editing, as with any data source.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Makes the data source and sets it as the table view's.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// How rows inserted, deleted and reloaded by `apply` animate.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A copy of the snapshot the table shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: the items and sections that differ from the current one are inserted, deleted and moved
    /// in one batch update (animated when `animatingDifferences`), and marked items reloaded or reconfigured.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let difference = SnapshotDifference(from: current, to: snapshot)
        current = snapshot
        guard let tableView else { completion?(); return }
        let animation = animatingDifferences ? defaultRowAnimation : .none
        tableView.performBatchUpdates({
            tableView.deleteSections(difference.deletedSections, with: animation)
            tableView.insertSections(difference.insertedSections, with: animation)
            for move in difference.movedSections { tableView.moveSection(move.from, toSection: move.to) }
            tableView.deleteRows(at: difference.deletedItems, with: animation)
            tableView.insertRows(at: difference.insertedItems, with: animation)
            for move in difference.movedItems { tableView.moveRow(at: move.from, to: move.to) }
        }, completion: nil)
        if !difference.reloadedSections.isEmpty { tableView.reloadSections(difference.reloadedSections, with: animation) }
        if !difference.reloadedItems.isEmpty { tableView.reloadRows(at: difference.reloadedItems, with: animation) }
        if !difference.reconfiguredItems.isEmpty { tableView.reconfigureRows(at: difference.reconfiguredItems) }
        completion?()
    }

    /// Shows `snapshot` as `apply(_:animatingDifferences:completion:)` does, returning once the table shows it.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// Shows `snapshot` by reloading the table, without working out the differences.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = current.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let identifier = sectionIdentifier(for: section) else { return 0 }
        return current.numberOfItems(inSection: identifier)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.itemIdentifier(at: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            reportMisuse("UITableViewDiffableDataSource: the cell provider returned nil for index path \(indexPath); a cell must be returned.",
                         raising: "NSInternalInconsistencyException")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// False: a subclass allows editing by overriding it.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// Moves the item in the data source's snapshot, as the table already shows it moved.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath != destinationIndexPath, let item = current.itemIdentifier(at: sourceIndexPath) else { return }
        current = current.moving(item, to: destinationIndexPath)
    }

    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
