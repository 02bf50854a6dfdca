import CoreGraphics

/// An object that provides a layer's contents and lays out its sublayers.
///
/// Every method is optional, as in Core Animation. The default `display(_:)`
/// lets the layer draw a backing store through `draw(_:in:)`.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Fills the layer's contents, usually by setting `contents`.
    func display(_ layer: CALayer)
    /// Draws the layer's contents into `ctx`, whose coordinates are the layer's bounds.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Tells the delegate that the layer is about to draw.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for a change of `event` on `layer`: nil to let the layer search on, `NSNull()` for none.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.drawBackingStore() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
