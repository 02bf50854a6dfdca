import CoreGraphics

extension UIScrollView {
    /// The indicators' thickness and their distance from the edges, in points.
    static let indicatorThickness: CGFloat = 3
    /// The shortest an indicator gets: when the content is very long, and squeezed while bouncing.
    static let indicatorLength: (minimum: CGFloat, squeezed: CGFloat) = (36, 7)
    /// How long indicators stay after scrolling stops, then how long they take to fade, in seconds.
    static let indicatorFadeTiming: (delay: Double, duration: Double) = (0.5, 0.3)

    final var indicatorColor: UIColor {
        switch indicatorStyle {
        case .black: return UIColor(white: 0, alpha: 0.5)
        case .white: return UIColor(white: 1, alpha: 0.5)
        case .default:
            return UIColor { traits in traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.35) : UIColor(white: 0, alpha: 0.35) }
        }
    }

    /// Shows the indicators at full strength, making them the first time.
    final func showIndicators() {
        indicatorFade?.cancel()
        indicatorFade = nil
        if indicators.isEmpty {
            indicators = (0..<2).map { _ in
                let indicator = UIView()
                indicator.isUserInteractionEnabled = false
                indicator.backgroundColor = indicatorColor
                indicator.layer.cornerRadius = UIScrollView.indicatorThickness / 2
                indicator.alpha = 0
                return indicator
            }
            for indicator in indicators { addSubview(indicator) }
        }
        for indicator in indicators {
            indicator.layer.removeAllAnimations()
            indicator.alpha = 1
        }
        layoutIndicators()
    }

    /// Fades the indicators out once scrolling has been still for a moment.
    final func scheduleIndicatorFade() {
        indicatorFade?.cancel()
        indicatorFade = ClockTimer.schedule(after: UIScrollView.indicatorFadeTiming.delay) { [weak self] in
            guard let self else { return }
            indicatorFade = nil
            UIView.animate(withDuration: UIScrollView.indicatorFadeTiming.duration) {
                for indicator in self.indicators { indicator.alpha = 0 }
            }
        }
    }

    /// Places the indicators along the right and bottom edges of what shows: their length is the share of the
    /// content that shows, their position how far it has scrolled.
    final func layoutIndicators() {
        guard indicators.count == 2 else { return }
        let scrolls = scrollsAlong, limits = offsetLimits, thickness = UIScrollView.indicatorThickness
        let safe = automaticallyAdjustsScrollIndicatorInsets
            ? UIEdgeInsets(top: adjustedContentInset.top - contentInset.top, left: adjustedContentInset.left - contentInset.left,
                           bottom: adjustedContentInset.bottom - contentInset.bottom, right: adjustedContentInset.right - contentInset.right)
            : .zero
        func place(offset: CGFloat, limits: ClosedRange<CGFloat>, visible: CGFloat, content: CGFloat,
                   track: (start: CGFloat, end: CGFloat)) -> (start: CGFloat, length: CGFloat) {
            let trackLength = max(0, track.end - track.start)
            var length = min(trackLength, max(UIScrollView.indicatorLength.minimum, trackLength * visible / max(content, 1)))
            let overscroll = offset < limits.lowerBound ? limits.lowerBound - offset : max(0, offset - limits.upperBound)
            length = max(UIScrollView.indicatorLength.squeezed, length - overscroll)
            let span = limits.upperBound - limits.lowerBound
            let progress = span > 0 ? min(max((offset - limits.lowerBound) / span, 0), 1) : 0
            return (track.start + progress * (trackLength - length), length)
        }
        let vertical = indicators[0], horizontal = indicators[1]
        vertical.isHidden = !showsVerticalScrollIndicator || !scrolls.vertical
        horizontal.isHidden = !showsHorizontalScrollIndicator || !scrolls.horizontal
        let v = verticalScrollIndicatorInsets, h = horizontalScrollIndicatorInsets
        let verticalTrack = (bounds.minY + safe.top + v.top + thickness, bounds.maxY - safe.bottom - v.bottom - thickness)
        let (y, height) = place(offset: contentOffset.y, limits: limits.y, visible: bounds.height,
                                content: contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom, track: verticalTrack)
        vertical.frame = CGRect(x: bounds.maxX - safe.right - v.right - 2 * thickness, y: y, width: thickness, height: height)
        let horizontalTrack = (bounds.minX + safe.left + h.left + thickness, bounds.maxX - safe.right - h.right - thickness)
        let (x, width) = place(offset: contentOffset.x, limits: limits.x, visible: bounds.width,
                               content: contentSize.width + adjustedContentInset.left + adjustedContentInset.right, track: horizontalTrack)
        horizontal.frame = CGRect(x: x, y: bounds.maxY - safe.bottom - h.bottom - 2 * thickness, width: width, height: thickness)
    }
}
