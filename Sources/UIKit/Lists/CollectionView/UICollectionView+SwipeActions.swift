import CoreGraphics
import Foundation

/// List rows swipe on the actions their section's list configuration provides, as table rows do.
extension UICollectionView: SwipeActionsHost {
    package final func swipeRow(at point: CGPoint) -> IndexPath? {
        // Cells of a section that scrolls across live in its own scroll view, which swipes nothing.
        indexPathForItem(at: point).flatMap { orthogonalScrollers[$0.section] == nil ? $0 : nil }
    }

    package final func swipeCell(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }

    package final func swipeHomeFrame(of indexPath: IndexPath) -> CGRect { layoutAttributesForItem(at: indexPath)?.frame ?? .zero }

    /// The provider's actions for the row; none when there is no provider or it gives no actions.
    package final func swipeActionsConfiguration(for indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        let list = collectionViewLayout.listConfiguration(forSection: indexPath.section)
        let provider = leading ? list?.leadingSwipeActionsConfigurationProvider : list?.trailingSwipeActionsConfigurationProvider
        guard let configuration = provider?(indexPath), !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    package final func swipeDidOpen(_ cell: UIView, at indexPath: IndexPath) {
        (cell as? UICollectionViewCell)?.swiped = true
    }

    package final func swipeDidClose(_ cell: UIView, at indexPath: IndexPath?) {
        (cell as? UICollectionViewCell)?.swiped = false
    }
}
