import CoreGraphics

extension UIWindow {
    /// Follows a finger over the status bar; true when it lifts there, having come down there: a tap that scrolls
    /// to the top. The touch still reaches the views below, as the status bar is only drawn over them here.
    final func followStatusBarTouch(_ sample: TouchSample) -> Bool {
        let onBar = !statusBar.isHidden && statusBar.frame.contains(sample.location)
        switch sample.phase {
        case .began:
            if onBar { statusBarTouches.insert(sample.id) }
        case .moved:
            if !onBar { statusBarTouches.remove(sample.id) }
        case .ended:
            return statusBarTouches.remove(sample.id) != nil && onBar
        case .cancelled:
            statusBarTouches.remove(sample.id)
        }
        return false
    }

    /// Scrolls the window's one shown scroll view whose `scrollsToTop` is on to its top, as a tap on the status bar
    /// does; with several such scroll views, none moves, as in UIKit.
    final func scrollToTopForStatusBarTap() {
        var candidates: [UIScrollView] = []
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha > 0 else { continue }
            if let scrollView = view as? UIScrollView, scrollView.scrollsToTop { candidates.append(scrollView) }
            stack += view.subviews
        }
        guard candidates.count == 1, let scrollView = candidates.first,
              scrollView.delegate?.scrollViewShouldScrollToTop(scrollView) ?? true else { return }
        scrollView.scrollToTop()
    }
}

extension UIScrollView {
    /// Scrolls to the top in an animation, then tells the delegate.
    final func scrollToTop() {
        let top = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
        guard top != contentOffset else { return }
        moveContent(to: top, animated: true) { [weak self] in
            guard let self else { return }
            delegate?.scrollViewDidScrollToTop(self)
        }
    }
}
