import CoreGraphics
import QuartzCore

extension UIScrollView {
    /// Follows the pan: a finger drags the content, rubber-banding past the edges; the wheel and trackpad scroll it
    /// within them, without a drag.
    final func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let wheel = pan.isFollowingScrollInput
        switch recognizer.state {
        case .began:
            stopMotion()
            isDecelerating = false
            dragStart = (unbandedOffset, wheel ? .zero : recognizer.translation(in: self))
            dragAxes = nil
            zoomedDuringDrag = isZooming
            if !wheel {
                isTracking = true
                isDragging = true
                refreshControl?.pullDidBegin()
                delegate?.scrollViewWillBeginDragging(self)
            }
            showIndicators()
            follow(recognizer, wheel: wheel)
        case .changed:
            follow(recognizer, wheel: wheel)
        case .ended, .cancelled:
            if wheel || !isDragging {
                dragStart = nil
                scheduleIndicatorFade()
            } else {
                release(recognizer)
            }
        default:
            break
        }
    }

    /// Whether a drag may take the touches of `view` from it: content keeps them when `canCancelContentTouches` is
    /// off or `touchesShouldCancel(in:)` (asked about the control the touch is in, or else the view) says no.
    final func mayCancelTouches(in view: UIView) -> Bool {
        guard view !== self, view.isDescendant(of: self) else { return true }
        var asked = view, current: UIView? = view
        while let candidate = current, candidate !== self {
            if candidate is UIControl {
                asked = candidate
                break
            }
            current = candidate.superview
        }
        return canCancelContentTouches && touchesShouldCancel(in: asked)
    }

    final func fingerDidComeDown() {
        isTracking = true
        guard isDecelerating else { return }
        // A finger on moving content catches it where it is.
        stopMotion()
        isDecelerating = false
    }

    final func fingerDidLiftWithoutDragging() {
        guard !isDragging else { return }
        isTracking = false
        // Content caught past an edge goes back; caught within them, it stays, and its indicators fade.
        if clamped(contentOffset) != contentOffset {
            release(velocity: .zero, willDecelerateTellsDelegate: false)
        } else if !indicators.isEmpty {
            scheduleIndicatorFade()
        }
    }

    private final func follow(_ recognizer: UIPanGestureRecognizer, wheel: Bool) {
        // While two fingers zoom, the zoom keeps the content under them.
        if isZooming { zoomedDuringDrag = true }
        guard let dragStart, !zoomedDuringDrag else { return }
        let current = recognizer.translation(in: self)
        var moved = CGPoint(x: current.x - dragStart.translation.x, y: current.y - dragStart.translation.y)
        let drags = dragsAlong
        if dragAxes == nil, hypot(moved.x, moved.y) > 0 {
            // A directional lock keeps a drag that starts clearly along one axis on it.
            dragAxes = (true, true)
            if isDirectionalLockEnabled, abs(moved.x) > 2 * abs(moved.y) { dragAxes = (true, false) }
            if isDirectionalLockEnabled, abs(moved.y) > 2 * abs(moved.x) { dragAxes = (false, true) }
        }
        let axes = dragAxes ?? (true, true)
        if !axes.horizontal || !drags.horizontal { moved.x = 0 }
        if !axes.vertical || !drags.vertical { moved.y = 0 }
        let limits = offsetLimits
        let x = followed(dragStart.offset.x - moved.x, within: limits.x, dimension: bounds.width,
                         bounces: !wheel && bounces && bouncesHorizontally)
        let y = followed(dragStart.offset.y - moved.y, within: limits.y, dimension: bounds.height,
                         bounces: !wheel && bounces && bouncesVertically)
        bounds.origin = CGPoint(x: x, y: y)
    }

    /// The offset a drag starts from: the content's, or for content caught past an edge, where the finger would have
    /// had to drag it for the rubber band to put it there.
    private final var unbandedOffset: CGPoint {
        let limits = offsetLimits, offset = contentOffset
        func unband(_ value: CGFloat, _ limits: ClosedRange<CGFloat>, _ dimension: CGFloat) -> CGFloat {
            let edge = min(max(value, limits.lowerBound), limits.upperBound)
            return edge + UIScrollView.unbanded(value - edge, dimension: dimension)
        }
        return CGPoint(x: unband(offset.x, limits.x, bounds.width), y: unband(offset.y, limits.y, bounds.height))
    }

    /// Where a dragged axis goes: as the finger says within the limits, rubber-banded past them.
    private final func followed(_ wanted: CGFloat, within limits: ClosedRange<CGFloat>, dimension: CGFloat, bounces: Bool) -> CGFloat {
        if wanted < limits.lowerBound {
            return bounces ? limits.lowerBound + UIScrollView.rubberBand(wanted - limits.lowerBound, dimension: dimension) : limits.lowerBound
        }
        if wanted > limits.upperBound {
            return bounces ? limits.upperBound + UIScrollView.rubberBand(wanted - limits.upperBound, dimension: dimension) : limits.upperBound
        }
        return wanted
    }

    /// The finger lifted: the delegate may pick another resting place, then the content decelerates, bounces or
    /// snaps to a page.
    private final func release(_ recognizer: UIPanGestureRecognizer) {
        let fingers = recognizer.velocity(in: self), drags = dragsAlong, axes = dragAxes ?? (true, true)
        let velocity = CGPoint(x: drags.horizontal && axes.horizontal ? -fingers.x : 0,
                               y: drags.vertical && axes.vertical ? -fingers.y : 0)
        isDragging = false
        isTracking = false
        guard !zoomedDuringDrag else {
            // The zoom settles the content itself.
            dragStart = nil
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            return scheduleIndicatorFade()
        }
        release(velocity: velocity, willDecelerateTellsDelegate: true)
    }

    /// Sends the content on from where it is at `velocity` points a second.
    private final func release(velocity: CGPoint, willDecelerateTellsDelegate tells: Bool) {
        let start = dragStart?.offset ?? contentOffset
        dragStart = nil
        let position = contentOffset, rate = decelerationRate.rawValue, limits = offsetLimits
        let natural = clamped(CGPoint(x: position.x + UIScrollView.projectedDistance(velocity: velocity.x, rate: rate),
                                      y: position.y + UIScrollView.projectedDistance(velocity: velocity.y, rate: rate)))
        var target = isPagingEnabled ? pageTarget(from: position, start: start, velocity: velocity) : natural
        if tells {
            withUnsafeMutablePointer(to: &target) { pointer in
                delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                                    targetContentOffset: pointer)
            }
        }
        func axis(_ position: CGFloat, _ velocity: CGFloat, _ target: CGFloat, _ natural: CGFloat, _ limits: ClosedRange<CGFloat>,
                  bounces: Bool) -> AxisMotion {
            if !limits.contains(position) || (!isPagingEnabled && target == natural) {
                return AxisMotion(flickFrom: position, velocity: velocity, rate: rate, limits: limits, bounces: bounces)
            }
            // A page, or a resting place the delegate chose, is reached along the same deceleration curve.
            return AxisMotion(coastingFrom: position, to: target, rate: isPagingEnabled ? DecelerationRate.fast.rawValue : rate)
        }
        let x = axis(position.x, velocity.x, target.x, natural.x, limits.x, bounces: bounces && bouncesHorizontally)
        let y = axis(position.y, velocity.y, target.y, natural.y, limits.y, bounces: bounces && bouncesVertically)
        let decelerates = !x.sample(at: 0).finished || !y.sample(at: 0).finished
        if tells { delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates) }
        guard decelerates else { return scheduleIndicatorFade() }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        run(Motion(start: CACurrentMediaTime(), x: x, y: y, scale: nil) { [weak self] in
            guard let self else { return }
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
            scheduleIndicatorFade()
        })
    }

    /// The page a paging drag comes to rest on: the next one the way the flick points, or the nearest when the
    /// finger lifted still, at most one page from where the drag began.
    private final func pageTarget(from position: CGPoint, start: CGPoint, velocity: CGPoint) -> CGPoint {
        let limits = offsetLimits
        func page(_ position: CGFloat, _ start: CGFloat, _ velocity: CGFloat, size: CGFloat, limits: ClosedRange<CGFloat>) -> CGFloat {
            guard size > 0 else { return position }
            let current = position / size, startPage = (start / size).rounded()
            var page = abs(velocity) > 50 ? (velocity > 0 ? current.rounded(.down) + 1 : current.rounded(.up) - 1) : current.rounded()
            page = min(max(page, startPage - 1), startPage + 1)
            return min(max(page * size, limits.lowerBound), limits.upperBound)
        }
        return CGPoint(x: page(position.x, start.x, velocity.x, size: bounds.width, limits: limits.x),
                       y: page(position.y, start.y, velocity.y, size: bounds.height, limits: limits.y))
    }
}
