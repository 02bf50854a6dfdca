import Foundation

/// A supplementary view attached to an item (a badge): its size, kind and the anchor that places it on the item.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    open private(set) var elementKind: String
    open private(set) var containerAnchor: NSCollectionLayoutAnchor
    open private(set) var itemAnchor: NSCollectionLayoutAnchor?
    /// Drawn over the items by default.
    open var zIndex = 1

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The frame for an item whose frame is `container`: the container anchor picks a point of it, and the item
    /// anchor (by default the same edges) picks the point of the supplementary that goes there.
    package final func frame(in container: CGRect) -> CGRect {
        let size = layoutSize.resolved(in: container.size)
        let placed = containerAnchor.frame(of: size, in: container)
        guard let itemAnchor else { return placed }
        // Move the supplementary so that its own anchor point lies where the container's anchor point is.
        let target = containerAnchor.frame(of: .zero, in: container).origin
        let own = itemAnchor.frame(of: .zero, in: CGRect(origin: .zero, size: size)).origin
        return CGRect(origin: CGPoint(x: target.x - own.x, y: target.y - own.y), size: size)
    }
}
