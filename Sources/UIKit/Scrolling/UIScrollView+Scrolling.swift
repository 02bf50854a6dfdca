import CoreGraphics
import QuartzCore

extension UIScrollView {
    /// The offsets the content rests between: from the top-left inset to where the content's far edges meet the
    /// bounds' less the insets.
    final var offsetLimits: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset
        let minX = -inset.left, minY = -inset.top
        return (minX...max(minX, contentSize.width + inset.right - bounds.width),
                minY...max(minY, contentSize.height + inset.bottom - bounds.height))
    }

    /// Whether the content, with its insets, is wider or taller than the bounds.
    final var scrollsAlong: (horizontal: Bool, vertical: Bool) {
        let inset = adjustedContentInset
        return (contentSize.width + inset.left + inset.right > bounds.width, contentSize.height + inset.top + inset.bottom > bounds.height)
    }

    /// Whether a drag moves the content along each axis: it scrolls there, or always bounces there.
    final var dragsAlong: (horizontal: Bool, vertical: Bool) {
        let scrolls = scrollsAlong
        return (scrolls.horizontal || alwaysBounceHorizontal, scrolls.vertical || alwaysBounceVertical)
    }

    final func clamped(_ offset: CGPoint) -> CGPoint {
        let limits = offsetLimits
        return CGPoint(x: min(max(offset.x, limits.x.lowerBound), limits.x.upperBound),
                       y: min(max(offset.y, limits.y.lowerBound), limits.y.upperBound))
    }

    /// Moves the content, at once or in an animation of 0.3 seconds whose end runs `completion`, by default telling
    /// the delegate that a scrolling animation ended.
    final func moveContent(to offset: CGPoint, animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        guard offset.x.isFinite, offset.y.isFinite else {
            return reportMisuse("UIScrollView.setContentOffset(_:animated:): the offset must be finite, not \(offset); the content stays where it is.")
        }
        stopMotion()
        isDecelerating = false
        guard animated, offset != contentOffset else { return bounds.origin = offset }
        let duration: CFTimeInterval = 0.3
        run(Motion(start: CACurrentMediaTime(), x: AxisMotion(.ease(from: contentOffset.x, to: offset.x, duration: duration)),
                   y: AxisMotion(.ease(from: contentOffset.y, to: offset.y, duration: duration)), scale: nil) { [weak self] in
            guard let self else { return }
            if let completion { completion() } else { delegate?.scrollViewDidEndScrollingAnimation(self) }
        })
    }

    /// The offset closest to the current one that shows `rect` inside the insets, as far as the content allows.
    final func offsetShowing(_ rect: CGRect) -> CGPoint {
        let visible = bounds.inset(by: adjustedContentInset)
        var offset = contentOffset
        func shift(_ low: CGFloat, _ high: CGFloat, into visibleLow: CGFloat, _ visibleHigh: CGFloat) -> CGFloat {
            if low < visibleLow || high - low > visibleHigh - visibleLow { return low - visibleLow }
            if high > visibleHigh { return high - visibleHigh }
            return 0
        }
        offset.x += shift(rect.minX, rect.maxX, into: visible.minX, visible.maxX)
        offset.y += shift(rect.minY, rect.maxY, into: visible.minY, visible.maxY)
        return clamped(offset)
    }

    /// The content moved: lay out again (subclasses place their cells in `layoutSubviews`) and tell the delegate.
    final func offsetDidChange() {
        setNeedsLayout()
        checkRefreshPull()
        delegate?.scrollViewDidScroll(self)
    }

    /// The content, its insets or the bounds' size changed.
    final func contentDidChange() {
        updateContentSizePins()
        updateAdjustedContentInset()
        setNeedsLayout()
    }
}
