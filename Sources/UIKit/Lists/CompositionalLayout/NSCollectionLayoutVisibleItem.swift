import Foundation

/// An element on screen in a section, as its `visibleItemsInvalidationHandler` sees it: change its alpha,
/// transform, z order or visibility and the element shows so.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

extension UICollectionViewLayoutAttributes: NSCollectionLayoutVisibleItem {
    public var name: String { representedElementKind ?? "cell" }
}

/// Called as a section scrolls with its visible elements, the offset and the environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = @MainActor (
    _ visibleItems: [any NSCollectionLayoutVisibleItem], _ contentOffset: CGPoint, _ layoutEnvironment: any NSCollectionLayoutEnvironment
) -> Void
