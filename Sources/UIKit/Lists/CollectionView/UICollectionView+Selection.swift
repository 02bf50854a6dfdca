import Foundation

/// Selecting and highlighting items, by touch and in code. Selection made in code tells the delegate nothing, as in
/// UIKit; a tap asks it and tells it.
extension UICollectionView {
    /// The selected items; nil when there are none.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths }

    /// Selects the item (and, unless several may be selected, deselects the others), scrolling it to
    /// `scrollPosition`; nil deselects every item.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { deselectItem(at: path, animated: animated) }
            return
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { deselectItem(at: path, animated: animated) }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    // MARK: Touches

    package final func touchBegan(_ touches: Set<UITouch>) {
        guard swipeActions.state == nil, allowsSelection, touches.count == 1, let touch = touches.first,
              let indexPath = indexPathForItem(at: touch.location(in: self)) else { return }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        highlightedIndexPath = indexPath
        cellForItem(at: indexPath)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    package final func touchEnded(_ touches: Set<UITouch>) {
        // With a row swiped open, a tap performs the button under it or closes the row, and selects nothing.
        if swipeActions.state != nil, let touch = touches.first { return swipeActions.tap(at: touch.location(in: self)) }
        guard let indexPath = unhighlight() else { return }
        guard let touch = touches.first, indexPathForItem(at: touch.location(in: self)) == indexPath else { return }
        userTapped(indexPath)
    }


    @discardableResult
    package final func unhighlight() -> IndexPath? {
        guard let indexPath = highlightedIndexPath else { return nil }
        highlightedIndexPath = nil
        cellForItem(at: indexPath)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        return indexPath
    }

    /// A tap on an item: it toggles when several may be selected, otherwise it becomes the one selected.
    private final func userTapped(_ indexPath: IndexPath) {
        let delegate = collectionDelegate
        if selectedPaths.contains(indexPath) {
            guard allowsMultipleSelection, delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: true)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for path in selectedPaths {
                deselectItem(at: path, animated: true)
                delegate?.collectionView(self, didDeselectItemAt: path)
            }
        }
        selectItem(at: indexPath, animated: true, scrollPosition: [])
        // A storyboard segue from the cell goes first, as on iOS: the destination is prepared before the delegate hears.
        if let cell = cellForItem(at: indexPath) { for segue in cell.selectionSegues { segue.fire(sender: cell) } }
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
