import UIKit

/// A scroll view that zooms by itself and tells its delegate, as iOS code calls UIKit's optional delegate methods.
class ZoomingScrollView: UIScrollView {
    func zoomToMinimum() {
        zoomScale = minimumZoomScale
        delegate?.scrollViewDidZoom?(self)
        delegate?.scrollViewDidEndZooming?(self, with: nil, atScale: zoomScale)
    }
}
