import UIKit

/// A custom layout as iOS code writes one: it asks its collection view's delegate for UIKit's optional flow-layout
/// sizes, by naming the method as a function and by calling it with `?`, and falls back where the delegate lacks them.
final class GridLayout: UICollectionViewLayout {
    var itemSize = CGSize(width: 50, height: 50)
    var spacing: CGFloat = 8

    private var flowDelegate: UICollectionViewDelegateFlowLayout? {
        collectionView?.delegate as? UICollectionViewDelegateFlowLayout
    }

    func sizeForItem(at indexPath: IndexPath) -> CGSize {
        guard let collectionView, let delegate = flowDelegate else { return itemSize }
        if let size = delegate.collectionView(_:layout:sizeForItemAt:) {
            return size(collectionView, self, indexPath)
        }
        return itemSize
    }

    func spacing(in section: Int) -> CGFloat {
        guard let collectionView else { return spacing }
        return flowDelegate?.collectionView?(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? spacing
    }
}

/// A controller that sizes its items and leaves the spacing to the layout.
final class GridController: UIViewController, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 20 + indexPath.item, height: 30)
    }
}
