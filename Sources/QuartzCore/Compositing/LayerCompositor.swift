import CoreGraphics

/// Composites a layer tree into a frame buffer, repainting only what changed since the last frame.
///
/// A composite runs in two passes. The first walks only the changed parts of
/// the tree: it redisplays layers that asked for it, recomputes where moved
/// layers now are, and collects their old and new areas as damage. The
/// second repaints the damaged pixels, skipping every layer outside them.
@MainActor
package final class LayerCompositor {
    /// The frame: premultiplied BGRA pixels, top row first.
    package private(set) var frameBuffer: CGContext?
    package private(set) var scale: CGFloat = 1
    package let cache = AppearanceCache.shared
    /// What shows where no layer draws.
    package var clearColor = CGColor(gray: 0, alpha: 1)

    /// The media time of the frame being composited, which animated layers show.
    private var now: CFTimeInterval = 0
    /// Areas of the frame, in root points, whose pixels move by `delta` because a layer scrolled.
    private var shifts: [(area: CGRect, delta: CGPoint)] = []
    /// The rectangles the last composite repainted, in pixels: damage, without the pixels a scroll only moved.
    package private(set) var repaintedRects: [CGRect] = []

    /// The layers that blur their backdrop, found as composites reach them; weak, so removed layers drop out.
    private var backdrops: [WeakLayer] = []

    private struct WeakLayer {
        weak var layer: CALayer?
    }

    package init() {}

    /// Far beyond any frame buffer's pixels: areas are clipped to it, so that a union with a layer reaching towards
    /// the largest numbers still keeps a small layer's few points, which doubles that large cannot hold.
    private static let reach = CGRect(x: -0x100_0000, y: -0x100_0000, width: 0x200_0000, height: 0x200_0000)

    /// Brings the frame buffer up to date with `root` at `size` points and `scale` pixels per point.
    ///
    /// - Returns: The repainted rectangles, in pixels; empty when nothing changed.
    @discardableResult
    package func composite(_ root: CALayer, size: CGSize, scale: CGFloat) -> [CGRect] {
        guard let width = CGContext.pixelLength(size.width, scale: scale, rounded: .toNearestOrAwayFromZero),
              let height = CGContext.pixelLength(size.height, scale: scale, rounded: .toNearestOrAwayFromZero),
              CGContext.fitsPixelCeiling(width: width, height: height) else {
            // A frame of another size must not pass for this one.
            releaseFrameBuffer()
            return []
        }
        var damage = DamageRegion()
        var redrawAll = false
        if frameBuffer?.width != width || frameBuffer?.height != height || self.scale != scale {
            guard let buffer = CGContext.bitmap(width: width, height: height) else { return [] }
            buffer.flipForLayer(height: height, scale: scale)
            frameBuffer = buffer
            self.scale = scale
            redrawAll = true
            damage.add(CGRect(origin: .zero, size: size))
        }
        guard let frameBuffer, redrawAll || !root.changes.isEmpty || root.hasChangedDescendant else { return [] }
        now = CACurrentMediaTime()
        shifts = []
        prepare(root, parentToRoot: .identity, clip: Self.reach, moved: redrawAll, visible: true, shifted: nil, damage: &damage)
        damageWholeBackdrops(of: root, &damage)
        let frame = CGRect(x: 0, y: 0, width: width, height: height)
        var moved: [CGRect] = []
        for shift in shifts {
            let area = CGRect(x: shift.area.minX * scale, y: shift.area.minY * scale, width: shift.area.width * scale,
                              height: shift.area.height * scale).integral
            frameBuffer.shiftPixels(in: area, dx: Int((shift.delta.x * scale).rounded()), dy: Int((shift.delta.y * scale).rounded()))
            moved.append(area.intersection(frame))
        }
        let pixelRects = damage.pixelRects(scale: scale, within: frame)
        repaintedRects = pixelRects
        guard !pixelRects.isEmpty else { return moved }
        let pointRects = pixelRects.map { CGRect(x: $0.minX / scale, y: $0.minY / scale, width: $0.width / scale, height: $0.height / scale) }
        frameBuffer.saveGState()
        frameBuffer.clip(to: pointRects)
        if !coversWindow(root, size: size) {
            frameBuffer.setFillColor(clearColor)
            frameBuffer.fill(pointRects)
        }
        let cull = RectRegion(pointRects)
        // Finding what covers what walks the tree once more, at about the cost of painting a small layer at 1x: it
        // pays where layers are many pixels and much is repainted, so that blending pixels then covered is most of
        // the frame.
        let repainted = pixelRects.reduce(0) { $0 + $1.width * $1.height }
        let occlusion = scale >= 2 && repainted * 4 >= frame.width * frame.height
            ? Occlusion(of: root, pixels: frame.size, scale: scale, time: now, cull: cull) : nil
        LayerPainter(cull: cull, cache: cache, time: now, occlusion: occlusion).paint(root, in: frameBuffer)
        frameBuffer.restoreGState()
        return moved + pixelRects
    }

    /// Redisplays the visible layers of `root`'s tree that asked for it, as a composite's first pass does, without
    /// touching pixels or damage: a window with no screen to show a frame on still draws when its views change.
    package func display(_ root: CALayer) {
        display(root, at: CACurrentMediaTime())
    }

    /// Follows the marked paths; a hidden or transparent layer keeps its subtree's marks until it shows.
    private func display(_ layer: CALayer, at time: CFTimeInterval) {
        guard layer.subtreeNeedsDisplay else { return }
        let shown = layer.presentation(at: time)
        guard !shown.isHidden, shown.opacity > 0 else { return }
        layer.displayIfNeeded()
        var pending = layer.needsDisplay()
        for sublayer in layer.sublayersInDrawingOrder {
            display(sublayer, at: time)
            pending = pending || sublayer.subtreeNeedsDisplay
        }
        layer.subtreeNeedsDisplay = pending
    }

    /// Widens the damage to the whole of every backdrop it touches: a backdrop blurs what is drawn behind it, so
    /// all of its area must be drawn afresh beneath it, never read back from the last frame, which holds the blur.
    /// A widened backdrop can touch another, so this repeats until nothing grows.
    private func damageWholeBackdrops(of root: CALayer, _ damage: inout DamageRegion) {
        backdrops.removeAll { $0.layer.map { $0.backdropBlurRadius <= 0 || !$0.isDescendant(of: root) } ?? true }
        var pending = backdrops.compactMap { $0.layer?.renderedFrame }.filter { !$0.isNull }
        var grew = true
        while grew, !pending.isEmpty {
            grew = false
            let region = RectRegion(damage.rects)
            for (index, frame) in pending.enumerated().reversed() where region.intersects(frame) {
                damage.add(frame)
                pending.remove(at: index)
                grew = true
            }
        }
    }

    /// Frees the frame buffer; the next composite repaints everything into a new one.
    package func releaseFrameBuffer() {
        frameBuffer = nil
    }

    /// Updates the layers that changed below `layer` and records the area they covered before and cover now.
    ///
    /// Below a layer that scrolled, `shifted` is how far its pixels move in the frame buffer: layers that only moved
    /// with it add no damage, and the old areas of those that changed are damaged where their copies went too.
    private func prepare(_ layer: CALayer, parentToRoot: CGAffineTransform, clip: CGRect, moved: Bool, visible: Bool,
                         shifted: CGPoint?, damage: inout DamageRegion) {
        // Animated layers are placed and drawn as they show now; their models keep the bookkeeping.
        let shown = layer.presentation(at: now)
        let visible = visible && !shown.isHidden && shown.opacity > 0
        if visible { layer.displayIfNeeded() }
        if layer.backdropBlurRadius > 0, !backdrops.contains(where: { $0.layer === layer }) { backdrops.append(WeakLayer(layer: layer)) }
        var shifted = shifted, quiet = shifted != nil && layer.changes.isEmpty
        if shifted == nil, !moved,
           let shift = scrollShift(of: layer, shown: shown, toRoot: shown.transformToSuperlayer.concatenating(parentToRoot), clip: clip,
                                   visible: visible, damage: &damage) {
            (shifted, quiet) = (shift, true)
        }
        let moved = moved || layer.changes.contains(.geometry)
        let repaint = moved || layer.changes.contains(.appearance)
        if moved { layer.toRoot = shown.transformToSuperlayer.concatenating(parentToRoot) }
        if repaint {
            let old = layer.renderedFrame
            layer.renderedFrame = visible ? drawnArea(of: shown, toRoot: layer.toRoot, model: layer).intersection(clip) : .null
            if visible, layer.runningTransition(at: now) != nil {
                // A transition draws the whole subtree's old and new looks anywhere in the bounds.
                layer.renderedFrame = layer.renderedFrame.union(shown.bounds.applying(layer.toRoot).finite.insetBy(dx: -1, dy: -1)).intersection(clip)
            }
            if !quiet {
                damage.add(old)
                if let shifted { damage.add(old.offsetBy(dx: shifted.x, dy: shifted.y).intersection(clip)) }
                damage.add(layer.renderedFrame)
            }
        }
        damage.add(layer.removedDamage)
        if let shifted { damage.add(layer.removedDamage.offsetBy(dx: shifted.x, dy: shifted.y).intersection(clip)) }
        layer.removedDamage = .null
        layer.pendingScroll = nil
        if layer.hasChangedDescendant || layer.changes.contains(.appearance) {
            layer.runningTransition(at: now)?.transition.newLook = nil
        }
        // A rasterized layer's own change may be inside its bitmap (a shadow, a clip); a move of an ancestor is not.
        if layer.hasChangedDescendant || !layer.changes.isEmpty { layer.rasterCache = nil }
        if let mask = layer.mask, visible { mask.settleAsMask() }
        let descend = moved || layer.hasChangedDescendant
        let changed = layer.changedSublayers
        layer.changes = []
        layer.hasChangedDescendant = false
        layer.changedSublayers = []
        guard descend || repaint else { return }
        let sublayerClip = shown.masksToBounds ? clip.intersection(shown.bounds.applying(layer.toRoot).finite) : clip
        let sublayersToRoot = shown.sublayerMapping.map { $0.concatenating(layer.toRoot) } ?? layer.toRoot
        func prepareIfChanged(_ sublayer: CALayer) {
            guard moved || !sublayer.changes.isEmpty || sublayer.hasChangedDescendant else { return }
            prepare(sublayer, parentToRoot: sublayersToRoot, clip: sublayerClip, moved: moved, visible: visible, shifted: shifted,
                    damage: &damage)
        }
        if !moved, !repaint, !(layer is CAReplicatorLayer) {
            // Only some sublayers changed: the area drawn below grows by where they draw now. Where they drew before
            // stays in it, which only makes the painter look at this subtree a little more often.
            var subtree = layer.renderedSubtreeFrame
            for sublayer in changed where sublayer.superlayer === layer {
                prepareIfChanged(sublayer)
                subtree = subtree.union(sublayer.renderedSubtreeFrame)
            }
            layer.renderedSubtreeFrame = subtree
            return
        }
        var below = CGRect.null
        for sublayer in layer.sublayersInDrawingOrder {
            prepareIfChanged(sublayer)
            below = below.union(sublayer.renderedSubtreeFrame)
        }
        if let replicator = shown as? CAReplicatorLayer {
            // The sublayers' areas are their first instance's; every instance is drawn again when any changes.
            let old = layer.renderedSubtreeFrame
            below = replicatedArea(below, of: replicator, toRoot: layer.toRoot).intersection(sublayerClip)
            damage.add(old)
            if let shifted { damage.add(old.offsetBy(dx: shifted.x, dy: shifted.y).intersection(clip)) }
            damage.add(below)
        }
        layer.renderedSubtreeFrame = layer.renderedFrame.union(below)
    }

    /// Where a replicator's instances draw, in root points, given where its first instance draws.
    private func replicatedArea(_ first: CGRect, of replicator: CAReplicatorLayer, toRoot: CGAffineTransform) -> CGRect {
        guard !first.isNull else { return .null }
        let fromRoot = toRoot.inverted()
        return replicator.instancePlacements.reduce(CGRect.null) { area, placement in
            area.union(first.applying(fromRoot.concatenating(placement).concatenating(toRoot)).finite)
        }
    }

    /// For a layer whose only change is a scroll, how far its pixels move, after recording the shift and damaging
    /// what the scroll reveals and the layers drawn over it; nil when it must be repainted: it scrolled by a fraction of
    /// a pixel, is not an opaque, square, axis-aligned clipping layer drawing nothing of its own, or shows through
    /// translucent ancestors.
    private func scrollShift(of layer: CALayer, shown: CALayer, toRoot: CGAffineTransform, clip: CGRect, visible: Bool,
                             damage: inout DamageRegion) -> CGPoint? {
        guard visible, let scroll = layer.pendingScroll, scroll != .zero, layer.changes == [.geometry], layer.masksToBounds,
              layer.animationEntries.isEmpty, layer.runningTransition(at: now) == nil, layer.contentsImage == nil,
              layer.vectorContentBounds.isNull, layer.cornerRadius == 0, layer.borderWidth == 0, layer.shadowOpacity == 0,
              let background = layer.backgroundColor, background.isOpaque, shown.opacity == 1,
              toRoot.a == 1, toRoot.b == 0, toRoot.c == 0, toRoot.d == 1 else { return nil }
        var ancestor = layer.superlayer
        while let current = ancestor {
            guard current.presentation(at: now).opacity == 1 else { return nil }
            ancestor = current.superlayer
        }
        let area = shown.bounds.applying(toRoot).intersection(clip), delta = CGPoint(x: -scroll.x, y: -scroll.y)
        func isWholePixels(_ value: CGFloat) -> Bool { abs(value * scale - (value * scale).rounded()) < 1e-6 }
        guard !area.isNull, abs(delta.x) < area.width, abs(delta.y) < area.height,
              [area.minX, area.minY, area.maxX, area.maxY, delta.x, delta.y].allSatisfy(isWholePixels) else { return nil }
        // What was drawn over the layer's area moved with the copy: repaint where it was and where its copy went.
        var child = layer
        while let parent = child.superlayer {
            let order = parent.sublayersInDrawingOrder
            let above = order.firstIndex { $0 === child }.map { order[($0 + 1)...] } ?? []
            for covering in above.map(\.renderedSubtreeFrame) + (parent.borderWidth > 0 ? [parent.renderedFrame] : []) {
                let overlap = covering.intersection(area)
                guard !overlap.isNull else { continue }
                damage.add(overlap)
                damage.add(overlap.offsetBy(dx: delta.x, dy: delta.y).intersection(area))
            }
            child = parent
        }
        // The scroll reveals strips along the edges it moved away from.
        let kept = area.intersection(area.offsetBy(dx: delta.x, dy: delta.y))
        damage.add(CGRect(x: area.minX, y: area.minY, width: area.width, height: kept.minY - area.minY))
        damage.add(CGRect(x: area.minX, y: kept.maxY, width: area.width, height: area.maxY - kept.maxY))
        damage.add(CGRect(x: area.minX, y: area.minY, width: kept.minX - area.minX, height: area.height))
        damage.add(CGRect(x: kept.maxX, y: area.minY, width: area.maxX - kept.maxX, height: area.height))
        shifts.append((area, delta))
        return delta
    }

    /// Whether `layer`, or the layer at the bottom of its sublayers (a window's root view), paints every pixel opaquely,
    /// so clearing first would be wasted work.
    private func coversWindow(_ layer: CALayer, size: CGSize) -> Bool {
        guard !layer.isHidden, layer.opacity == 1 else { return false }
        if let background = layer.backgroundColor, background.isOpaque, layer.cornerRadius == 0,
           layer.toRoot.b == 0, layer.toRoot.c == 0,
           layer.bounds.applying(layer.toRoot).finite.contains(CGRect(origin: .zero, size: size)) {
            return true
        }
        return layer.sublayersInDrawingOrder.first.map { coversWindow($0, size: size) } ?? false
    }

    /// Where the layer's own drawing lands in root coordinates, as `layer` shows it; null when it draws nothing.
    private func drawnArea(of layer: CALayer, toRoot: CGAffineTransform, model: CALayer) -> CGRect {
        let draws = (layer.backgroundColor?.alpha ?? 0) > 0 || layer.contentsImage != nil || layer.backdropBlurRadius > 0
            || (layer.borderWidth > 0 && (layer.borderColor?.alpha ?? 0) > 0)
        var area = (draws ? layer.bounds : .null).union(model.vectorContentBounds)
        if let placement = layer.contentsPlacement, !layer.masksToBounds {
            // Contents placed by gravity may overflow the bounds.
            area = area.union(placement.frame.finite)
        }
        if layer.shadowOpacity > 0, layer.shadowColor != nil {
            let shape = layer.shadowPath?.boundingBoxOfPath ?? layer.bounds
            let reach = layer.shadowRadius * 3
            area = area.union(shape.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height).finite.insetBy(dx: -reach, dy: -reach).finite)
        }
        // One more point all round covers anti-aliased edges of transformed layers.
        return area.isNull ? area : area.applying(toRoot).finite.insetBy(dx: -1, dy: -1)
    }
}
