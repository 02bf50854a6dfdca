import CoreGraphics

extension CALayer {
    /// Renders the layer and its sublayers into `ctx`, in the layer's own coordinate space.
    ///
    /// Layers that need display draw first, so the result matches what the
    /// next composite would show.
    public func render(in ctx: CGContext) {
        displayTreeIfNeeded()
        ctx.saveGState()
        ctx.concatenate(transformToSuperlayer.inverted())
        LayerPainter().paint(self, in: ctx)
        ctx.restoreGState()
    }

    private func displayTreeIfNeeded() {
        guard !isHidden else { return }
        displayIfNeeded()
        for layer in sublayers ?? [] { layer.displayTreeIfNeeded() }
    }
}
