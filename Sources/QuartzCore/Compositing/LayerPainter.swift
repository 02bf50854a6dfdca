import CoreGraphics

/// Draws layer trees into a context: shadow, background, contents, sublayers, then border.
///
/// Rounded backgrounds and borders are the expensive part of a frame, so
/// when a layer is drawn axis-aligned they come from `AppearanceCache` as
/// bitmaps instead of being rasterized as paths again.
@MainActor
package struct LayerPainter {
    /// Root-space rectangles to repaint; layers outside them are skipped. Nil paints everything.
    package var cull: [CGRect]?
    package var cache: AppearanceCache

    package init(cull: [CGRect]? = nil, cache: AppearanceCache = .shared) {
        self.cull = cull
        self.cache = cache
    }

    /// Draws `layer` and its sublayers; `ctx` is in `layer`'s superlayer's coordinates.
    package func paint(_ layer: CALayer, in ctx: CGContext, alpha: CGFloat = 1) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        if let cull, !cull.contains(where: { $0.intersects(layer.renderedSubtreeFrame) }) { return }
        ctx.saveGState()
        ctx.concatenate(layer.transformToSuperlayer)
        let sublayers = layer.sublayersInDrawingOrder
        var alpha = alpha * CGFloat(layer.opacity)
        let isGroup = alpha < 1 && layer.allowsGroupOpacity && !sublayers.isEmpty
        if isGroup {
            ctx.setAlpha(alpha)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            alpha = 1
        }
        ctx.setAlpha(alpha)
        paintShadow(of: layer, in: ctx, alpha: alpha)
        paintBackground(of: layer, in: ctx)
        if layer.masksToBounds {
            ctx.addPath(Self.outline(of: layer))
            ctx.clip()
        }
        if let image = layer.contents.map({ $0 as! CGImage }) {
            let size = CGSize(width: CGFloat(image.width) / layer.contentsScale, height: CGFloat(image.height) / layer.contentsScale)
            ctx.drawUpright(image, in: layer.contentsGravity.rect(forContentOfSize: size, in: layer.bounds))
        }
        layer.paintVectorContent(in: ctx)
        for sublayer in sublayers {
            paint(sublayer, in: ctx, alpha: alpha)
        }
        ctx.setAlpha(alpha)
        paintBorder(of: layer, in: ctx)
        if isGroup { ctx.endTransparencyLayer() }
        ctx.restoreGState()
    }

    private func paintBackground(of layer: CALayer, in ctx: CGContext) {
        guard let color = layer.backgroundColor, color.alpha > 0 else { return }
        if layer.cornerRadius <= 0 {
            ctx.setFillColor(color)
            ctx.fill(layer.bounds)
        } else {
            paintShape(.background, of: layer, color: color, in: ctx)
        }
    }

    private func paintBorder(of layer: CALayer, in ctx: CGContext) {
        guard layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 else { return }
        paintShape(.border, of: layer, color: color, in: ctx)
    }

    private func paintShape(_ shape: AppearanceCache.Shape, of layer: CALayer, color: CGColor, in ctx: CGContext) {
        let ctm = ctx.ctm
        let scale = abs(ctm.a)
        if ctm.b == 0, ctm.c == 0, abs(ctm.d) == scale, scale > 0,
           let image = cache.image(shape, size: layer.bounds.size, scale: scale, cornerRadius: layer.cornerRadius,
                                   corners: layer.maskedCorners, borderWidth: layer.borderWidth, color: color) {
            ctx.drawUpright(image, in: layer.bounds)
        } else {
            ctx.setFillColor(color)
            ctx.addPath(Self.path(shape, bounds: layer.bounds, cornerRadius: layer.cornerRadius,
                                  corners: layer.maskedCorners, borderWidth: layer.borderWidth))
            ctx.fillPath(using: .evenOdd)
        }
    }

    private func paintShadow(of layer: CALayer, in ctx: CGContext, alpha: CGFloat) {
        guard layer.shadowOpacity > 0, let color = layer.shadowColor else { return }
        let shape = layer.shadowPath ?? Self.outline(of: layer)
        // Core Graphics takes shadow offset and blur in device space; the layer's are in its own points.
        let ctm = ctx.ctm
        let offset = CGSize(width: layer.shadowOffset.width * ctm.a + layer.shadowOffset.height * ctm.c,
                            height: layer.shadowOffset.width * ctm.b + layer.shadowOffset.height * ctm.d)
        let scale = (abs(ctm.a * ctm.d - ctm.b * ctm.c)).squareRoot()
        ctx.saveGState()
        // Only the shadow shows: the shape itself is clipped away, as Core Animation draws it beneath the layer.
        let reach = layer.shadowRadius * 3 + abs(layer.shadowOffset.width) + abs(layer.shadowOffset.height)
        ctx.addRect(shape.boundingBoxOfPath.insetBy(dx: -reach, dy: -reach))
        ctx.addPath(shape)
        ctx.clip(using: .evenOdd)
        ctx.setShadow(offset: offset, blur: layer.shadowRadius * 2 * scale,
                      color: color.copy(alpha: color.alpha * CGFloat(layer.shadowOpacity) * alpha))
        ctx.setFillColor(CGColor(gray: 0, alpha: 1))
        ctx.addPath(shape)
        ctx.fillPath()
        ctx.restoreGState()
    }

    /// The layer's bounds with its rounded corners.
    package static func outline(of layer: CALayer) -> CGPath {
        path(.background, bounds: layer.bounds, cornerRadius: layer.cornerRadius, corners: layer.maskedCorners, borderWidth: 0)
    }

    /// A rounded rectangle, or for a border the ring between it and the rectangle inset by `borderWidth`.
    package static func path(_ shape: AppearanceCache.Shape, bounds: CGRect, cornerRadius: CGFloat,
                             corners: CACornerMask, borderWidth: CGFloat) -> CGPath {
        let path = CGMutablePath()
        path.addRoundedRect(bounds, cornerRadius: cornerRadius, corners: corners)
        if shape == .border {
            let width = min(borderWidth, bounds.width / 2, bounds.height / 2)
            path.addRoundedRect(bounds.insetBy(dx: width, dy: width), cornerRadius: max(cornerRadius - width, 0), corners: corners)
        }
        return path
    }
}
