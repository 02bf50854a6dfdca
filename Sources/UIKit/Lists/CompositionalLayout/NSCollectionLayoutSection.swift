import Foundation

/// A section of a compositional layout: its group, repeated until the section's items run out, with spacing
/// between the groups, insets, headers and footers, backgrounds, and optional scrolling across the layout.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
    open private(set) var group: NSCollectionLayoutGroup
    open var interGroupSpacing: CGFloat = 0
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset with the items, along the section's width.
    open var supplementariesFollowContentInsets = true
    /// The edges `contentInsets` are measured from, across the layout.
    open var contentInsetsReference = UIContentInsetsReference.automatic
    /// The edges headers and footers that do not follow the content insets are measured from.
    open var supplementaryContentInsetsReference = UIContentInsetsReference.automatic
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called as the section scrolls, with its visible elements to adjust.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// The list configuration of a section made by `list(using:layoutEnvironment:)`.
    package var listConfiguration: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutSection(group: group)
        copy.interGroupSpacing = interGroupSpacing
        copy.contentInsets = contentInsets
        copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        copy.contentInsetsReference = contentInsetsReference
        copy.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        copy.decorationItems = decorationItems
        copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
        copy.listConfiguration = listConfiguration
        return copy
    }
}
