import CoreGraphics
import QuartzCore

/// Touch delivery, as UIKit does it: the window hit-tests where a touch begins and keeps that view for the
/// touch's life; each change goes first to the recognizers of the view and its ancestors, then to the view,
/// unless a recognizer holds it back while it decides or cancels it by recognizing.
extension UIWindow {
    /// Presses closer together than this, in seconds and points, count as one multi-tap.
    static let multiTapInterval: TimeInterval = 0.35
    static let multiTapDistance: CGFloat = 20

    /// Turns the platform's finger and mouse-button samples into touches and sends them through the application,
    /// one touches event per batch in which no finger changes twice.
    package func handleTouches(_ samples: [TouchSample]) {
        var batch: [TouchSample] = []
        for sample in samples {
            if batch.contains(where: { $0.id == sample.id }) {
                dispatch(batch)
                batch.removeAll()
            }
            batch.append(sample)
        }
        if !batch.isEmpty { dispatch(batch) }
    }

    /// Whether any touch is down in the window.
    package var isTrackingTouches: Bool { !activeTouches.isEmpty }

    private func dispatch(_ samples: [TouchSample]) {
        let now = MediaTime.scheduler.now
        for touch in activeTouches.values { touch.phase = .stationary }
        var changed = false
        var tappedStatusBar = false
        for sample in samples {
            tappedStatusBar = followStatusBarTouch(sample) || tappedStatusBar
            if sample.phase == .began {
                guard activeTouches[sample.id] == nil else { continue }
                let view = hitTest(sample.location, with: touchesEvent)
                guard !isBlockedByExclusiveTouch(view) else { continue }
                let touch = UITouch(location: sample.location, timestamp: now, tapCount: sample.tapCount ?? tapCount(at: sample.location, time: now),
                                    type: .direct, view: view, window: self)
                touch.gestureRecognizers = recognizers(receiving: touch)
                activeTouches[sample.id] = touch
            } else {
                guard let touch = activeTouches[sample.id] else { continue }
                touch.previousLocationInWindow = touch.locationInWindow
                touch.locationInWindow = sample.location
                touch.timestamp = now
                touch.phase = sample.phase == .moved ? .moved : sample.phase == .ended ? .ended : .cancelled
            }
            changed = true
        }
        guard changed else { return }
        touchesEvent.timestamp = now
        touchesEvent.type = .touches
        touchesEvent.touchStorage = Set(activeTouches.values)
        UIApplication.shared.sendEvent(touchesEvent)
        for (id, touch) in activeTouches where touch.phase == .ended || touch.phase == .cancelled {
            activeTouches[id] = nil
            if touch.phase == .ended { lastTap = (touch.locationInWindow, now, touch.tapCount) }
        }
        UIGestureRecognizer.resetFinished()
        if tappedStatusBar { scrollToTopForStatusBarTap() }
    }

    /// Whether a touch beginning on `view` goes nowhere: an exclusive-touch view tracks a touch and `view` is another,
    /// or `view` is exclusive and another view tracks one. Such a touch reaches no view and no recognizer, ever.
    private func isBlockedByExclusiveTouch(_ view: UIView?) -> Bool {
        activeTouches.values.contains { touch in
            guard let tracking = touch.view, tracking !== view else { return false }
            return tracking.isExclusiveTouch || view?.isExclusiveTouch == true
        }
    }

    private func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
        guard let lastTap, time - lastTap.time <= Self.multiTapInterval,
              location.distance(to: lastTap.location) <= Self.multiTapDistance else { return 1 }
        return lastTap.count + 1
    }

    /// The recognizers of the touch's view and its ancestors that take it, deepest first.
    private func recognizers(receiving touch: UITouch) -> [UIGestureRecognizer] {
        var recognizers: [UIGestureRecognizer] = []
        var current = touch.view
        while let view = current {
            recognizers += view.gestureRecognizerStorage.filter { $0.accepts(touch) }
            current = view.superview
        }
        return recognizers
    }

    /// Delivers the touches event's changes in this window: to recognizers, then to views.
    package func deliverTouches(of event: UIEvent) {
        let changed = event.touchStorage.filter { $0.window === self && $0.phase != .stationary }.sorted { $0.timestamp < $1.timestamp }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            let touches = changed.filter { $0.phase == phase }
            var recognizers: [UIGestureRecognizer] = []
            for touch in touches {
                for recognizer in touch.gestureRecognizers ?? [] where !recognizers.contains(where: { $0 === recognizer }) {
                    recognizers.append(recognizer)
                }
            }
            for recognizer in recognizers {
                let received = touches.filter { $0.gestureRecognizers?.contains { $0 === recognizer } ?? false }
                recognizer.receive(Set(received), phase: phase, event: event)
            }
        }
        for touch in changed { deliver(touch.phase, of: touch) }
        releaseHeldTouches()
    }

    private func deliver(_ phase: UITouch.Phase, of touch: UITouch) {
        guard touch.deliversToView else { return }
        if !touch.heldPhases.isEmpty || holdsBack(phase, of: touch) {
            touch.heldPhases.append(phase)
            if !touchesWithHeldPhases.contains(where: { $0 === touch }) { touchesWithHeldPhases.append(touch) }
            return
        }
        send(phase, of: touch)
    }

    /// Whether a recognizer still deciding about `touch` delays this phase from its view.
    private func holdsBack(_ phase: UITouch.Phase, of touch: UITouch) -> Bool {
        (touch.gestureRecognizers ?? []).contains { recognizer in
            guard recognizer.state == .possible, recognizer.trackedTouches.contains(where: { $0 === touch }) else { return false }
            return phase == .began ? recognizer.delaysTouchesBegan : phase == .ended && recognizer.delaysTouchesEnded
        }
    }

    private func send(_ phase: UITouch.Phase, of touch: UITouch) {
        guard let view = touch.view else { return }
        let touches: Set<UITouch> = [touch]
        switch phase {
        case .began:
            touch.viewSawBegin = true
            view.touchesBegan(touches, with: touchesEvent)
        case .moved, .stationary:
            view.touchesMoved(touches, with: touchesEvent)
        case .ended:
            touch.viewSawBegin = false
            view.touchesEnded(touches, with: touchesEvent)
        case .cancelled:
            touch.viewSawBegin = false
            view.touchesCancelled(touches, with: touchesEvent)
        default:
            break
        }
    }

    /// Delivers the phases recognizers held back once none of them delays them any more.
    package func releaseHeldTouches() {
        for touch in touchesWithHeldPhases {
            while touch.deliversToView, let phase = touch.heldPhases.first, !holdsBack(phase, of: touch) {
                touch.heldPhases.removeFirst()
                send(phase, of: touch)
            }
        }
        touchesWithHeldPhases.removeAll { $0.heldPhases.isEmpty || !$0.deliversToView }
    }

    /// Takes the touches `recognizer` recognized away from their views: a view that was told a touch began is
    /// told it was cancelled, and held phases are dropped.
    package func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        for touch in recognizer.trackedTouches where touch.deliversToView {
            touch.deliversToView = false
            touch.heldPhases.removeAll()
            if touch.viewSawBegin { send(.cancelled, of: touch) }
        }
        touchesWithHeldPhases.removeAll { !$0.deliversToView }
    }

    // MARK: Pointer and scroll input

    /// Moves the pointer to `point` (window coordinates) with no button pressed, or out of the window when nil:
    /// the hover recognizers of the view under it, and of that view's ancestors, follow it.
    package func handleHover(at point: CGPoint?) {
        var over: [UIHoverGestureRecognizer] = []
        var current = point.flatMap { hitTest($0, with: nil) }
        while let view = current {
            over += view.gestureRecognizerStorage.compactMap { $0 as? UIHoverGestureRecognizer }.filter(\.isEnabled)
            current = view.superview
        }
        for recognizer in hoveringRecognizers where !over.contains(where: { $0 === recognizer }) { recognizer.hover(at: nil) }
        for recognizer in over { recognizer.hover(at: point) }
        hoveringRecognizers = over
    }

    /// Scroll input at `point` that moves content by `delta` points, as a finger dragging by it would: the nearest
    /// pan recognizer under the point that allows this kind of scrolling follows it.
    package func handleScroll(by delta: CGPoint, at point: CGPoint, kind: UIScrollTypeMask) {
        var current = hitTest(point, with: nil)
        while let view = current {
            let pans = view.gestureRecognizerStorage.compactMap { $0 as? UIPanGestureRecognizer }
            if let pan = pans.first(where: { $0.isEnabled && !$0.allowedScrollTypesMask.isDisjoint(with: kind) }) {
                return pan.scroll(by: delta, at: point, time: MediaTime.scheduler.now)
            }
            current = view.superview
        }
    }

    /// Zoom input (Ctrl with the wheel) for the first enabled pinch recognizer on the views under `point`.
    package func handleZoom(by factor: CGFloat, at point: CGPoint) {
        guard factor.isFinite, factor > 0 else { return }
        var current = hitTest(point, with: nil)
        while let view = current {
            if let pinch = view.gestureRecognizerStorage.lazy.compactMap({ $0 as? UIPinchGestureRecognizer }).first(where: \.isEnabled) {
                return pinch.zoom(by: factor, at: point, time: MediaTime.scheduler.now)
            }
            current = view.superview
        }
    }
}
