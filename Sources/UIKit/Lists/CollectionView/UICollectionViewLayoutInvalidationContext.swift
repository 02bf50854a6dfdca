import Foundation

/// What an invalidation of a layout covers. This layout system always prepares again in full, so the context
/// records what the app says for layouts that read it.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    public required override init() {
        super.init()
    }

    open var invalidateEverything: Bool { true }
    open var invalidateDataSourceCounts: Bool { true }
    open var contentOffsetAdjustment: CGPoint = .zero
    open var contentSizeAdjustment: CGSize = .zero
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }
}
