import Foundation

/// Where a collection view's scroll position options bring a rectangle of the content.
extension UIScrollView {
    /// The offset that shows `frame` at `position`, unclamped.
    package final func offset(showing frame: CGRect, at position: UICollectionView.ScrollPosition) -> CGPoint {
        let inset = adjustedContentInset
        var offset = offsetShowing(frame)
        let visibleHeight = bounds.height - inset.top - inset.bottom, visibleWidth = bounds.width - inset.left - inset.right
        if position.contains(.top) { offset.y = frame.minY - inset.top }
        if position.contains(.centeredVertically) { offset.y = frame.midY - inset.top - visibleHeight / 2 }
        if position.contains(.bottom) { offset.y = frame.maxY - inset.top - visibleHeight }
        if position.contains(.left) { offset.x = frame.minX - inset.left }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - visibleWidth / 2 }
        if position.contains(.right) { offset.x = frame.maxX - inset.left - visibleWidth }
        return offset
    }
}
