import Foundation

/// The smallest element of a compositional layout: one cell, sized against its group, with insets inside its
/// frame and supplementary items (badges) attached.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
    open private(set) var layoutSize: NSCollectionLayoutSize
    open private(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Space inside the item's frame; the cell takes what remains. Ignored along an estimated dimension.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space outside the item that its group keeps free.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutItem(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
        copy.contentInsets = contentInsets
        copy.edgeSpacing = edgeSpacing
        return copy
    }

    /// How many cells the item takes: one, or all of a group's.
    package var leafCount: Int { 1 }
}
