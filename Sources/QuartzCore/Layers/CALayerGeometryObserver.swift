import CoreGraphics

/// Hears of every change to a layer's bounds or position, however it was made: a view's own `frame`, or its
/// layer's geometry set directly, both relayout what depends on it.
@MainActor
package protocol CALayerGeometryObserver: AnyObject {
    func layerGeometryDidChange(_ layer: CALayer, oldBoundsSize: CGSize)
}
