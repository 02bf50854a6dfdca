import Foundation

/// Moving an item by hand: the app begins the movement (usually from a long press), updates the point the cell
/// follows, and ends or cancels it; the other items make room as it passes, and ending tells the data source.
extension UICollectionView {
    /// Begins moving the item at `indexPath`; false when the data source does not let it move or a movement is
    /// under way.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, let cell = cellForItem(at: indexPath),
              dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false else { return false }
        interactiveMovement = InteractiveMovement(original: indexPath, current: indexPath, position: cell.center)
        return true
    }

    /// Moves the cell's center to `targetPosition`; the item takes the place under it, as the delegate allows.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement else { return }
        movement.position = targetPosition
        interactiveMovement = movement
        if let proposed = indexPathForItem(at: targetPosition), proposed != movement.current, proposed.section == movement.current.section {
            let target = collectionDelegate?.collectionView(self, targetIndexPathForMoveFromItemAt: movement.original,
                                                             toProposedIndexPath: proposed) ?? proposed
            if target != movement.current, target.section == movement.current.section {
                // The data source still has the old order: this visual move keeps the counts, so the batch is valid.
                performBatchUpdates({ self.moveItem(at: movement.current, to: target) })
                interactiveMovement?.current = target
            }
        }
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Puts the item where it now is and tells the data source it moved.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.current != movement.original {
            dataSource?.collectionView(self, moveItemAt: movement.original, to: movement.current)
        }
        UIView.animate(withDuration: 0.25) { self.layoutVisibleElements() }
    }

    /// Puts the item back where it was.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.current != movement.original { performBatchUpdates({ self.moveItem(at: movement.current, to: movement.original) }) }
        UIView.animate(withDuration: 0.25) { self.layoutVisibleElements() }
    }
}

extension UICollectionView {
    /// An item being moved by hand: where it was, where it is shown now and the point its cell follows.
    package struct InteractiveMovement {
        package var original: IndexPath
        package var current: IndexPath
        package var position: CGPoint
    }
}
