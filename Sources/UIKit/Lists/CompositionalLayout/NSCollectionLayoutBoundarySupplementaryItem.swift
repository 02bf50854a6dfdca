import Foundation

/// A header or footer of a section or of the whole layout: placed at an edge, outside the items, and optionally
/// pinned to the visible area while its section shows.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    open private(set) var alignment: NSRectAlignment
    open private(set) var offset: CGPoint
    /// Whether the section makes room for it; otherwise it overlaps the section's items.
    open var extendsBoundary = true
    /// Whether it stays in the visible area while its section scrolls under it.
    open var pinToVisibleBounds = false

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: .top), itemAnchor: nil)
    }

    /// Whether it sits above the section's items (or below them), rather than beside.
    package var isLeadingEdge: Bool { [.top, .topLeading, .topTrailing].contains(alignment) }
}
