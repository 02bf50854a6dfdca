import Foundation

/// The environment and container a compositional layout gives its section providers: the collection view's size,
/// less its content insets, and its traits.
@MainActor
package final class CompositionalLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    package let contentSize: CGSize
    package let contentInsets: NSDirectionalEdgeInsets
    package let traitCollection: UITraitCollection

    package init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets, traitCollection: UITraitCollection) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.traitCollection = traitCollection
    }

    package var container: any NSCollectionLayoutContainer { self }
    package var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    package var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}
