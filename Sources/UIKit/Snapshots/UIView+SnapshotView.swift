import CoreGraphics

extension UIView {
    /// A new view showing an image of this view and its subviews as they are drawn now, such as a transition animates
    /// in the view's place.
    ///
    /// The image is rendered at the scale of the view's screen (the main screen's outside a window) and shown by an
    /// image view, so it does not change when the view does. The new view's frame has the view's bounds
    /// size at the origin.
    ///
    /// - Parameter afterUpdates: Whether pending layout runs first, so the image shows the view as its next frame
    ///   will; without it the views are drawn as they are laid out now.
    /// - Returns: The snapshot view; nil when the view has no pixels to render.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { layoutIfNeeded() }
        let scale = window?.screen.scale ?? UIScreen.main.scale
        guard let width = CGContext.pixelLength(bounds.width, scale: scale, rounded: .up),
              let height = CGContext.pixelLength(bounds.height, scale: scale, rounded: .up), width > 0, height > 0,
              let ctx = CGContext.bitmap(width: width, height: height) else { return nil }
        ctx.flipForLayer(height: height, scale: scale, origin: bounds.origin)
        layer.render(in: ctx)
        guard let image = ctx.makeImage() else { return nil }
        // An image view, so the image stays its layer's contents instead of a drawing of the view's own.
        let snapshot = UIImageView(image: UIImage(cgImage: image, scale: scale, orientation: .up))
        snapshot.frame = CGRect(origin: .zero, size: bounds.size)
        return snapshot
    }
}
