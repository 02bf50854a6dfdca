import CoreGraphics

extension UIScrollView {
    /// Works out `adjustedContentInset` again; content resting at its top or left edge stays there.
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
        let old = adjustedContentInset, first = !hasAdjustedContentInset
        hasAdjustedContentInset = true
        guard inset != old else { return }
        adjustedContentInset = inset
        if !isDragging, !isDecelerating, motion == nil {
            var offset = contentOffset
            if offset.y == -old.top || first { offset.y = -inset.top }
            if offset.x == -old.left || first { offset.x = -inset.left }
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
    /// UIKit insets for the bars whether or not they scroll.
    private final var fillsViewController: Bool {
        if viewController != nil { return true }
        guard let superview, superview.viewController != nil else { return false }
        return frame.contains(superview.bounds)
    }
}
