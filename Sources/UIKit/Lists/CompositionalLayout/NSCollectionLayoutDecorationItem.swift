import Foundation

/// A view behind a section's items, such as its background, made from the class the layout registered for its kind.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    open private(set) var elementKind: String
    open var zIndex = 0

    package init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A background covering the section's items and content insets (less the item's own content insets).
    public static func background(elementKind: String) -> Self {
        unsafeDowncast(NSCollectionLayoutDecorationItem(elementKind: elementKind), to: Self.self)
    }
}
