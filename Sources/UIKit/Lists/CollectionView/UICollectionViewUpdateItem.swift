import Foundation

/// One change of a batch update, as a layout's `prepare(forCollectionViewUpdates:)` sees it.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    public enum Action: Int, Sendable {
        case insert
        case delete
        case reload
        case move
        case none
    }

    /// Where the item or section was; nil for an insertion. A section is an index path of one index.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// Where it is after the update; nil for a deletion.
    open private(set) var indexPathAfterUpdate: IndexPath?
    open private(set) var updateAction: Action

    package init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
