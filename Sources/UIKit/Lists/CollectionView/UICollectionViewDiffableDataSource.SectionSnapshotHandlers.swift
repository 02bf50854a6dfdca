import Foundation

extension UICollectionViewDiffableDataSource {
    /// Asked whether an item may expand or collapse when its outline disclosure is tapped, told before it does, and
    /// asked for the children of an item about to expand.
    @preconcurrency @MainActor
    public struct SectionSnapshotHandlers<ItemIdentifier: Hashable & Sendable> {
        public var shouldExpandItem: ((ItemIdentifier) -> Bool)?
        public var willExpandItem: ((ItemIdentifier) -> Void)?
        public var shouldCollapseItem: ((ItemIdentifier) -> Bool)?
        public var willCollapseItem: ((ItemIdentifier) -> Void)?
        /// The children to show under an expanding parent, given those it has.
        public var snapshotForExpandingParent: ((ItemIdentifier, NSDiffableDataSourceSectionSnapshot<ItemIdentifier>)
                                                -> NSDiffableDataSourceSectionSnapshot<ItemIdentifier>)?

        public init() {}
    }
}
