import CoreGraphics

extension UIScrollView {
    /// Puts the refresh control above the content, across the scroll view.
    final func layoutRefreshControl() {
        guard let refreshControl else { return }
        refreshControl.frame = CGRect(x: 0, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
    }

    /// Tells the refresh control how far a drag has pulled the content below its resting top.
    final func checkRefreshPull() {
        guard let refreshControl, isDragging else { return }
        refreshControl.pulled(by: -adjustedContentInset.top - contentOffset.y)
    }
}
