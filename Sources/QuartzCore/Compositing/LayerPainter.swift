import CoreGraphics

/// Draws layer trees into a context: shadow, blurred backdrop, background, contents, sublayers, then border, with
/// rasterization, content tints and masks around the whole.
///
/// Rounded backgrounds and borders are the expensive part of a frame, so
/// when a layer is drawn axis-aligned they come from `AppearanceCache` as
/// bitmaps instead of being rasterized as paths again.
@MainActor
package struct LayerPainter {
    /// Root-space rectangles to repaint; layers outside them are skipped. Nil paints everything.
    package var cull: RectRegion?
    package var cache: AppearanceCache

    /// The media time animated layers are drawn at.
    package var time: CFTimeInterval
    /// What opaque layers drawn later cover of each leaf, in the device pixels of the context painted; nil when
    /// painting elsewhere.
    package var occlusion: Occlusion?

    package init(cull: RectRegion? = nil, cache: AppearanceCache = .shared, time: CFTimeInterval = CACurrentMediaTime(),
                 occlusion: Occlusion? = nil) {
        self.cull = cull
        self.cache = cache
        self.time = time
        self.occlusion = occlusion
    }

    /// Draws `layer` and its sublayers; `ctx` is in `layer`'s superlayer's coordinates.
    package func paint(_ model: CALayer, in ctx: CGContext, alpha: CGFloat = 1) {
        // Most layers of a frame that repaints a little lie outside it: they are skipped first, for the least work.
        if let cull, !cull.intersects(model.renderedSubtreeFrame) { return }
        if let holes = occlusion?.holes(in: model) {
            return ctx.withHiddenPixels(holes) { paintUnoccluded(model, in: ctx, alpha: alpha) }
        }
        paintUnoccluded(model, in: ctx, alpha: alpha)
    }

    /// Draws `layer` and its sublayers, whatever covers them.
    private func paintUnoccluded(_ model: CALayer, in ctx: CGContext, alpha: CGFloat) {
        // An animated layer draws as it shows now; its sublayers and vector content come from the model.
        let layer = model.presentation(at: time)
        guard !layer.isHidden, layer.opacity > 0 else { return }
        let transform = layer.transformToSuperlayer
        let sublayers = model.sublayersInDrawingOrder
        let alpha = alpha * CGFloat(layer.opacity)
        let isGroup = alpha < 1 && layer.allowsGroupOpacity && !sublayers.isEmpty
        if let (transition, progress) = model.runningTransition(at: time), let oldLook = transition.oldLook {
            ctx.saveGState()
            ctx.concatenate(transform)
            paintTransition(transition, from: oldLook, at: progress, of: layer, model: model, sublayers: sublayers, alpha: alpha, in: ctx)
            ctx.restoreGState()
            return
        }
        // Most layers are only moved and leave the rest of the state as they found it (alpha and colors are set
        // before every use), so they skip saving and restoring it.
        if !isGroup, !layer.masksToBounds, transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1 {
            // A layer on the move is drawn at whole device pixels, where its cached look is copied rather than
            // resampled at a fraction of a pixel (a resting layer stays exactly where its frame puts it).
            ctx.withTranslation(x: transform.tx, y: transform.ty, pixelAligned: layer !== model) {
                paintBody(of: layer, model: model, sublayers: sublayers, alpha: alpha, isGroup: false, in: ctx)
            }
        } else {
            ctx.saveGState()
            ctx.concatenate(transform)
            paintBody(of: layer, model: model, sublayers: sublayers, alpha: alpha, isGroup: isGroup, in: ctx)
            ctx.restoreGState()
        }
    }

    /// Draws the layer in its own coordinates as its rasterization, tint and mask say: from its cached bitmap, in its
    /// tint, through its mask, or directly.
    private func paintBody(of layer: CALayer, model: CALayer, sublayers: [CALayer], alpha: CGFloat, isGroup: Bool,
                           rasterizing: Bool = false, tinting: Bool = true, in ctx: CGContext) {
        if layer.shouldRasterize, !rasterizing, let look = rasterizedLook(of: layer, model: model, sublayers: sublayers) {
            ctx.setAlpha(alpha)
            return ctx.drawUpright(look.image, in: look.area)
        }
        if let tint = layer.contentTint, tinting {
            // Drawn alone, then the tint keeps only the drawing's alpha: "source in" over it.
            ctx.setAlpha(alpha)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            paintBody(of: layer, model: model, sublayers: sublayers, alpha: 1, isGroup: false, rasterizing: rasterizing, tinting: false, in: ctx)
            ctx.setBlendMode(.sourceIn)
            ctx.setFillColor(tint)
            ctx.fill(CGRect(x: -0x100_0000, y: -0x100_0000, width: 0x200_0000, height: 0x200_0000))
            return ctx.endTransparencyLayer()
        }
        guard let mask = model.mask else {
            return paintContents(of: layer, model: model, sublayers: sublayers, alpha: alpha, isGroup: isGroup, in: ctx)
        }
        // The layer's drawing, kept only where the mask's own drawing has alpha: the mask lands on it "destination in".
        ctx.setAlpha(alpha)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        paintContents(of: layer, model: model, sublayers: sublayers, alpha: 1, isGroup: false, in: ctx)
        ctx.setBlendMode(.destinationIn)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        // The compositor never places a mask, so nothing of it may be culled by placement.
        LayerPainter(cache: cache, time: time).paint(mask, in: ctx)
        ctx.endTransparencyLayer()
        ctx.endTransparencyLayer()
    }

    /// The bitmap a rasterized layer is composited from, made at `rasterizationScale` the first time and kept on the
    /// model until the compositor sees the layer or a sublayer change (an ancestor's move keeps it). It covers the bounds and whatever the subtree
    /// last drew outside them (sublayers, shadows), so a layer moving alone is copied rather than drawn again.
    private func rasterizedLook(of layer: CALayer, model: CALayer, sublayers: [CALayer]) -> (image: CGImage, area: CGRect)? {
        let scale = layer.rasterizationScale
        var area = layer.bounds
        let drawn = model.renderedSubtreeFrame
        if !drawn.isNull, !drawn.isInfinite {
            area = area.union(drawn.applying(model.toRoot.inverted()).finite)
        }
        area = CGRect(x: (area.minX * scale).rounded(.down) / scale, y: (area.minY * scale).rounded(.down) / scale,
                      width: (area.width * scale).rounded(.up) / scale, height: (area.height * scale).rounded(.up) / scale)
        if let cached = model.rasterCache, cached.scale == scale, cached.area.contains(area) {
            return (cached.image, cached.area)
        }
        guard let width = CGContext.pixelLength(area.width, scale: scale, rounded: .up),
              let height = CGContext.pixelLength(area.height, scale: scale, rounded: .up), width > 0, height > 0,
              let bitmap = CGContext.bitmap(width: width, height: height) else { return nil }
        bitmap.flipForLayer(height: height, scale: scale, origin: area.origin)
        LayerPainter(cache: cache, time: time)
            .paintBody(of: layer, model: model, sublayers: sublayers, alpha: 1, isGroup: false, rasterizing: true, in: bitmap)
        guard let image = bitmap.makeImage() else { return nil }
        model.rasterCache = (image, area, scale)
        return (image, area)
    }

    /// Draws the layer in its own coordinates: shadow, blurred backdrop, background, contents, sublayers, then border.
    private func paintContents(of layer: CALayer, model: CALayer, sublayers: [CALayer], alpha: CGFloat, isGroup: Bool, in ctx: CGContext) {
        var alpha = alpha
        if isGroup {
            ctx.setAlpha(alpha)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            alpha = 1
        }
        ctx.setAlpha(alpha)
        paintShadow(of: layer, in: ctx, alpha: alpha)
        if layer.backdropBlurRadius > 0 {
            ctx.blurBackdrop(under: Self.outline(of: layer), sigma: layer.backdropBlurRadius)
        }
        let background = Self.visible(layer.backgroundColor)
        let border = layer.borderWidth > 0 ? Self.visible(layer.borderColor) : nil
        // A turned layer's own edges come out jagged unless it allows them antialiased, as Core Animation draws them;
        // what it draws inside stays smooth.
        let hardEdges = ctx.shouldAntialias && !layer.antialiasesEdges && !ctx.ctm.isRectilinear
        func edges(_ draw: () -> Void) {
            guard hardEdges else { return draw() }
            ctx.setShouldAntialias(false)
            draw()
            ctx.setShouldAntialias(true)
        }
        // A leaf with nothing drawn between its background and border paints both in one go.
        let isPlainLeaf = !isGroup && sublayers.isEmpty && layer.contentsImage == nil && model.vectorContentBounds.isNull
        edges { paintAppearance(of: layer, background: background, border: isPlainLeaf ? border : nil, in: ctx) }
        if isPlainLeaf { return }
        edges { paintMaskAndContents(of: layer, in: ctx) }
        model.paintVectorContent(in: ctx)
        if let replicator = layer as? CAReplicatorLayer {
            paintInstances(of: replicator, sublayers: sublayers, alpha: alpha, in: ctx)
        } else if let mapping = layer.sublayerMapping, !sublayers.isEmpty {
            ctx.saveGState()
            ctx.concatenate(mapping)
            for sublayer in sublayers {
                paint(sublayer, in: ctx, alpha: alpha)
            }
            ctx.restoreGState()
        } else {
            for sublayer in sublayers {
                paint(sublayer, in: ctx, alpha: alpha)
            }
        }
        ctx.setAlpha(alpha)
        edges { paintAppearance(of: layer, background: nil, border: border, in: ctx) }
        if isGroup { ctx.endTransparencyLayer() }
    }

    /// `color` unless it is clear. A function rather than a closure given to `flatMap`: such a closure checks at every
    /// call that it runs on the main actor, which costs more than the rest of the test.
    private nonisolated static func visible(_ color: CGColor?) -> CGColor? {
        guard let color, color.alpha > 0 else { return nil }
        return color
    }

    /// Clips to the layer's outline when it masks to its bounds, and draws its contents image with its filters.
    private func paintMaskAndContents(of layer: CALayer, in ctx: CGContext) {
        if layer.masksToBounds {
            ctx.addPath(Self.outline(of: layer))
            ctx.clip()
        }
        guard let (image, frame) = layer.contentsPlacement else { return }
        // The layer's filter for the way the image is scaled to the device's pixels.
        let ctm = ctx.ctm
        let scale = ctm.a * ctm.a + ctm.b * ctm.b
        let enlarged = frame.width * frame.width * scale > CGFloat(image.width * image.width)
        if (enlarged ? layer.magnificationFilter : layer.minificationFilter) == .nearest {
            ctx.saveGState()
            ctx.interpolationQuality = .none
            ctx.drawUpright(image, in: frame)
            ctx.restoreGState()
        } else {
            ctx.drawUpright(image, in: frame)
        }
    }

    /// Draws a replicator's sublayers once for each of its instances, each placed, tinted and timed as the replicator
    /// says. Only the first instance is where the compositor's culling and occlusion looked, so the others are
    /// painted without them.
    private func paintInstances(of replicator: CAReplicatorLayer, sublayers: [CALayer], alpha: CGFloat, in ctx: CGContext) {
        guard !sublayers.isEmpty else { return }
        for (index, placement) in replicator.instancePlacements.enumerated() {
            let painter = index == 0 ? self : LayerPainter(cache: cache, time: time - Double(index) * replicator.instanceDelay)
            let tint = replicator.instanceTint(index)
            ctx.saveGState()
            ctx.concatenate(placement)
            if let mapping = replicator.sublayerMapping { ctx.concatenate(mapping) }
            if tint != nil {
                ctx.setAlpha(alpha)
                ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            }
            for sublayer in sublayers {
                painter.paint(sublayer, in: ctx, alpha: tint == nil ? alpha : 1)
            }
            if tint != nil { ctx.endTransparencyLayer(multipliedBy: tint) }
            ctx.restoreGState()
        }
    }

    /// Draws a layer in the middle of a transition, in its own coordinates and clipped to its bounds: its old look
    /// as captured and its new look as it is now, faded or moved by `progress`.
    private func paintTransition(_ transition: CATransition, from oldLook: (image: CGImage, bounds: CGRect), at progress: CGFloat,
                                 of layer: CALayer, model: CALayer, sublayers: [CALayer], alpha: CGFloat, in ctx: CGContext) {
        ctx.clip(to: layer.bounds)
        let direction = transition.entryDirection
        let size = CGSize(width: layer.bounds.width * direction.dx, height: layer.bounds.height * direction.dy)
        let leaving = CGSize(width: -size.width * progress, height: -size.height * progress)
        let entering = CGSize(width: size.width * (1 - progress), height: size.height * (1 - progress))
        if transition.type == .flip {
            // A card turning about its middle: the old face narrows to an edge, then the new face widens from it.
            let squash = max(abs(cos(.pi * progress)), 1e-3), mid = CGPoint(x: layer.bounds.midX, y: layer.bounds.midY)
            ctx.translateBy(x: mid.x, y: mid.y)
            ctx.scaleBy(x: direction.dx != 0 ? squash : 1, y: direction.dy != 0 ? squash : 1)
            ctx.translateBy(x: -mid.x, y: -mid.y)
            if progress < 0.5 {
                ctx.setAlpha(alpha)
                ctx.drawUpright(oldLook.image, in: oldLook.bounds)
            } else {
                paintContents(of: layer, model: model, sublayers: sublayers, alpha: alpha, isGroup: alpha < 1, in: ctx)
            }
            return
        }
        if ![CATransitionType.push, .moveIn, .reveal].contains(transition.type) {
            // A cross-dissolve: the two looks' weights add up to one everywhere, then the blend lands on what is below.
            let newLook = transition.newLook.flatMap { $0.bounds == layer.bounds ? $0 : nil }
                ?? look(of: layer, model: model, sublayers: sublayers, scale: abs(ctx.ctm.a))
            transition.newLook = newLook
            if let newLook, alpha == 1, oldLook.image.hasOnlyOpaquePixels, newLook.image.hasOnlyOpaquePixels {
                // Opaque looks hide what is below: the new one blended over the old is the whole blend, without the
                // offscreen group, which costs two more passes over the layer's pixels.
                ctx.setAlpha(1)
                ctx.drawUpright(oldLook.image, in: oldLook.bounds)
                ctx.setAlpha(progress)
                ctx.drawUpright(newLook.image, in: newLook.bounds)
                return
            }
            ctx.setAlpha(alpha)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            ctx.setAlpha(1 - progress)
            ctx.drawUpright(oldLook.image, in: oldLook.bounds)
            ctx.setBlendMode(.plusLighter)
            if let newLook {
                ctx.setAlpha(progress)
                ctx.drawUpright(newLook.image, in: newLook.bounds)
            } else {
                paintContents(of: layer, model: model, sublayers: sublayers, alpha: progress, isGroup: true, in: ctx)
            }
            ctx.endTransparencyLayer()
            return
        }
        let oldOffset = transition.type == .moveIn ? .zero : leaving
        let newOffset = transition.type == .reveal ? .zero : entering
        func paintOld() {
            ctx.setAlpha(alpha)
            ctx.drawUpright(oldLook.image, in: oldLook.bounds.offsetBy(dx: oldOffset.width, dy: oldOffset.height))
        }
        if transition.type != .reveal { paintOld() }
        ctx.saveGState()
        ctx.translateBy(x: newOffset.width, y: newOffset.height)
        paintContents(of: layer, model: model, sublayers: sublayers, alpha: alpha, isGroup: false, in: ctx)
        ctx.restoreGState()
        if transition.type == .reveal { paintOld() }
    }

    /// The layer and its sublayers as they show now, without its transition, in its bounds at `scale`.
    private func look(of layer: CALayer, model: CALayer, sublayers: [CALayer], scale: CGFloat) -> (image: CGImage, bounds: CGRect)? {
        guard let width = CGContext.pixelLength(layer.bounds.width, scale: scale, rounded: .up),
              let height = CGContext.pixelLength(layer.bounds.height, scale: scale, rounded: .up), width > 0, height > 0,
              let look = CGContext.bitmap(width: width, height: height) else { return nil }
        look.flipForLayer(height: height, scale: scale, origin: layer.bounds.origin)
        LayerPainter(cache: cache, time: time).paintContents(of: layer, model: model, sublayers: sublayers, alpha: 1, isGroup: false, in: look)
        return look.makeImage().map { ($0, layer.bounds) }
    }

    /// Paints a background, a border or both: plain rectangles directly, rounded ones from the cache when axis-aligned.
    private func paintAppearance(of layer: CALayer, background: CGColor?, border: CGColor?, in ctx: CGContext) {
        guard background != nil || border != nil else { return }
        if let background, border == nil, layer.cornerRadius <= 0 {
            ctx.setFillColor(background)
            return ctx.fill(layer.bounds)
        }
        let appearance = AppearanceCache.Appearance(size: layer.bounds.size, cornerRadius: layer.cornerRadius,
                                                    corners: layer.maskedCorners, background: background,
                                                    borderWidth: layer.borderWidth, borderColor: border)
        let ctm = ctx.ctm
        let scale = abs(ctm.a)
        if ctm.b == 0, ctm.c == 0, abs(ctm.d) == scale, scale > 0, let image = cache.image(appearance, scale: scale) {
            ctx.drawUpright(image, in: layer.bounds)
        } else {
            ctx.saveGState()
            ctx.translateBy(x: layer.bounds.minX, y: layer.bounds.minY)
            appearance.draw(in: ctx)
            ctx.restoreGState()
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
        // The blur of an outline is kept for the next time the same outline is drawn this way.
        if layer.shadowPath == nil {
            let outline = ShadowOutline(size: layer.bounds.size, cornerRadius: layer.cornerRadius, corners: layer.maskedCorners,
                                        transform: [ctm.a, ctm.b, ctm.c, ctm.d])
            ctx.keepShadowPlanes(of: outline, origin: layer.bounds.origin)
        }
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

    /// A layer's outline as its shadow's blur sees it: the rounded bounds, drawn with a transform's linear part.
    private struct ShadowOutline: Hashable {
        var size: CGSize
        var cornerRadius: CGFloat
        var corners: CACornerMask
        var transform: [CGFloat]
    }

    /// The layer's bounds with its rounded corners.
    package static func outline(of layer: CALayer) -> CGPath {
        let path = CGMutablePath()
        path.addRoundedRect(layer.bounds, cornerRadius: layer.cornerRadius, corners: layer.maskedCorners)
        return path
    }
}
