import CoreGraphics
import QuartzCore

extension UIScrollView {
    /// The view the delegate zooms, if zooming is on.
    final var zoomView: UIView? {
        guard maximumZoomScale > minimumZoomScale else { return nil }
        return delegate?.viewForZooming(in: self)
    }

    /// Keeps a pinch recognizer while the zoom scales leave room to zoom, as UIKit does.
    final func updateZoomRecognizer() {
        let zooms = maximumZoomScale > minimumZoomScale
        if zooms, pinch == nil {
            let recognizer = UIPinchGestureRecognizer(target: self, action: UIScrollView.handlePinch)
            addGestureRecognizer(recognizer)
            pinch = recognizer
        } else if !zooms, let recognizer = pinch {
            removeGestureRecognizer(recognizer)
            pinch = nil
        }
    }

    /// Scales the view for zooming to `scale` about its top-left corner, which stays at the content's origin, and
    /// makes its scaled size the content size.
    final func applyZoomScale(_ scale: CGFloat) {
        guard let view = zoomView, scale.isFinite, scale > 0 else { return }
        currentZoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        view.center = CGPoint(x: size.width / 2, y: size.height / 2)
        contentSize = size
        didChangeValue(forKey: "zoomScale")
        delegate?.scrollViewDidZoom(self)
    }

    final func handlePinch(_ recognizer: UIPinchGestureRecognizer) {
        guard let view = zoomView else { return }
        switch recognizer.state {
        case .began:
            stopMotion()
            isZooming = true
            let location = recognizer.location(in: self)
            zoomStart = (zoomScale, CGPoint(x: location.x / zoomScale, y: location.y / zoomScale))
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            guard let zoomStart else { return }
            let wanted = zoomStart.scale * recognizer.scale
            var scale = min(max(wanted, minimumZoomScale), maximumZoomScale)
            if bouncesZoom, wanted != scale {
                scale += UIScrollView.rubberBand(wanted - scale, dimension: scale)
            }
            zoom(to: scale, keeping: zoomStart.anchor, at: recognizer.location(in: self), animated: false)
        case .ended, .cancelled:
            isZooming = false
            let anchor = zoomStart?.anchor ?? .zero
            let location = recognizer.location(in: self)
            zoomStart = nil
            let scale = min(max(zoomScale, minimumZoomScale), maximumZoomScale)
            let end: @MainActor () -> Void = { [weak self] in
                guard let self else { return }
                isZoomBouncing = false
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
            }
            if scale != zoomScale || clamped(contentOffset) != contentOffset {
                isZoomBouncing = scale != zoomScale
                zoom(to: scale, keeping: anchor, at: location, animated: true, completion: end)
            } else {
                end()
            }
        default:
            break
        }
    }

    final func zoomAboutVisibleCenter(to scale: CGFloat, animated: Bool) {
        guard zoomView != nil, scale.isFinite else { return }
        let middle = CGPoint(x: bounds.midX, y: bounds.midY)
        let anchor = CGPoint(x: middle.x / zoomScale, y: middle.y / zoomScale)
        zoom(to: min(max(scale, minimumZoomScale), maximumZoomScale), keeping: anchor, at: middle, animated: animated) { [weak self] in
            guard let self else { return }
            delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: zoomScale)
        }
    }

    final func zoomToShow(_ rect: CGRect, animated: Bool) {
        guard zoomView != nil, rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        let scale = min(max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale), maximumZoomScale)
        zoom(to: scale, keeping: CGPoint(x: rect.midX, y: rect.midY), at: CGPoint(x: bounds.midX, y: bounds.midY), animated: animated) { [weak self] in
            guard let self else { return }
            delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: zoomScale)
        }
    }

    /// Zooms to `scale` with the content point `anchor` (in the unzoomed view's coordinates) under `location` (in the
    /// scroll view's); while a pinch zooms the content may leave its limits, otherwise it is kept within them.
    private final func zoom(to scale: CGFloat, keeping anchor: CGPoint, at location: CGPoint, animated: Bool,
                            completion: (@MainActor () -> Void)? = nil) {
        let visible = CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
        let wanted = CGPoint(x: anchor.x * scale - visible.x, y: anchor.y * scale - visible.y)
        guard animated else {
            applyZoomScale(scale)
            bounds.origin = isZooming ? wanted : clamped(wanted)
            completion?()
            return
        }
        // The limits at the final scale decide where the content ends.
        let oldScale = zoomScale
        applyZoomScale(scale)
        let offset = clamped(wanted)
        applyZoomScale(oldScale)
        let duration: CFTimeInterval = 0.3
        run(Motion(start: CACurrentMediaTime(), x: AxisMotion(.ease(from: contentOffset.x, to: offset.x, duration: duration)),
                   y: AxisMotion(.ease(from: contentOffset.y, to: offset.y, duration: duration)),
                   scale: AxisMotion(.ease(from: oldScale, to: scale, duration: duration))) { completion?() })
    }
}
