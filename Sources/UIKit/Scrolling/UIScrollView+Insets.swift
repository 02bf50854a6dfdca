import CoreGraphics

extension UIScrollView {
    /// Works out `adjustedContentInset` again. When the part the safe area or a refresh control adds changes, content
    /// resting at its top or left edge stays there (so it starts below a navigation bar); a new `contentInset`, as in
    /// UIKit, leaves the offset alone.
    final func updateAdjustedContentInset() {
        let safe = safeAreaInsets, axes = safeAreaAxes
        var inset = contentInset
        if axes.vertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if axes.horizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        if let refreshControl, refreshControl.isRefreshing { inset.top += UIRefreshControl.height }
        let added = UIEdgeInsets(top: inset.top - contentInset.top, left: inset.left - contentInset.left,
                                 bottom: inset.bottom - contentInset.bottom, right: inset.right - contentInset.right)
        let keeps = added != insetsAddedToContentInset
        insetsAddedToContentInset = added
        let old = adjustedContentInset
        guard inset != old else { return }
        adjustedContentInset = inset
        if keeps, !isDragging, !isDecelerating, motion == nil {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -inset.top }
            if offset.x == -old.left { offset.x = -inset.left }
            bounds.origin = offset
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        setNeedsLayout()
    }

    /// The axes along which the safe area insets the content, by `contentInsetAdjustmentBehavior`.
    private final var safeAreaAxes: (horizontal: Bool, vertical: Bool) {
        let scrollable = (contentSize.width + contentInset.left + contentInset.right > bounds.width || alwaysBounceHorizontal,
                          contentSize.height + contentInset.top + contentInset.bottom > bounds.height || alwaysBounceVertical)
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes: return scrollable
        case .automatic: return (scrollable.0, scrollable.1 || fillsViewController)
        }
    }

    /// Whether the scroll view is a view controller's root view, or fills one: the views whose top and bottom
    /// UIKit insets for the bars whether or not they scroll, unless the controller turned
    /// `automaticallyAdjustsScrollViewInsets` off.
    private final var fillsViewController: Bool {
        if let viewController { return viewController.adjustsScrollViewInsets }
        guard let superview, let controller = superview.viewController, controller.adjustsScrollViewInsets else { return false }
        return frame.contains(superview.bounds)
    }
}
