import CoreGraphics

extension UIView {
    /// The view and its subviews rendered headless at `scale`, on a transparent background.
    ///
    /// Pending layout and drawing run first. A Linux addition for screenshot tests.
    public func snapshotImage(scale: CGFloat = UIScreen.main.scale) -> UIImage {
        layoutIfNeeded()
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(bounds: bounds, format: format).image { context in
            layer.render(in: context.cgContext)
        }
    }

    /// Renders the view's hierarchy into the current context, in `rect`; Apple's way to snapshot a view.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        if afterUpdates { layoutIfNeeded() }
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: ctx)
        ctx.restoreGState()
        return true
    }
}
