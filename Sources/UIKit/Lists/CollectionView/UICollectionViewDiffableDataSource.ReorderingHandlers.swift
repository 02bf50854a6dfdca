import Foundation

extension UICollectionViewDiffableDataSource {
    /// Whether the user may drag an item by its reorder control (no reordering at all while `canReorderItem` is nil),
    /// and what to tell the app before and after the data source moves it in its snapshot.
    @preconcurrency @MainActor
    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        public init() {}
    }
}
