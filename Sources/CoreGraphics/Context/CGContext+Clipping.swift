@_implementationOnly import CCairo

extension CGContext {
    /// Intersects the clip with the current path's interior and clears the path (`cairo_clip`).
    public func clip(using rule: CGPathFillRule = .winding) {
        state.pixelClip = nil
        clipToPath(rule)
    }

    private func clipToPath(_ rule: CGPathFillRule) {
        guard !isDrawingSuppressed else {
            cairo_new_path(cr)
            return
        }
        cairo_set_fill_rule(cr, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cr)
    }

    /// Intersects the clip with a rectangle; the current path is discarded.
    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Intersects the clip with the union of the rectangles; the current path is discarded.
    public func clip(to rects: [CGRect]) {
        let pixelClip = state.pixelClip.flatMap { narrowed($0, to: rects) }
        cairo_new_path(cr)
        addRects(rects)
        clipToPath(.winding)
        state.pixelClip = pixelClip
    }

    /// `clip` narrowed to `rects`, when they land on whole device pixels and do not overlap one another.
    private func narrowed(_ clip: RectRegion, to rects: [CGRect]) -> RectRegion? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, !isDrawingSuppressed else { return nil }
        let toDevice = CGAffineTransform(matrix)
        var boxes: [CGRect] = []
        for rect in rects where !rect.isEmpty {
            let box = rect.applying(toDevice)
            let edges = [box.minX, box.minY, box.maxX, box.maxY]
            guard edges.allSatisfy({ $0.isFinite && abs($0) < 1e9 && abs($0 - $0.rounded()) < 1e-6 }) else { return nil }
            boxes.append(CGRect(x: box.minX.rounded(), y: box.minY.rounded(), width: box.maxX.rounded() - box.minX.rounded(),
                                height: box.maxY.rounded() - box.minY.rounded()))
        }
        let narrowing = RectRegion(boxes)
        guard narrowing.isDisjoint else { return nil }
        var parts: [CGRect] = []
        for box in narrowing.rects {
            clip.forEachIntersection(with: box) { parts.append($0) }
        }
        return RectRegion(parts)
    }

    /// Runs `body` with `hidden`, rectangles of device pixels that opaque drawing after it will cover, left out of
    /// images landing on whole pixels. Drawing through Cairo may still fill them, which is as right, since what comes
    /// later covers them either way.
    package func withHiddenPixels(_ hidden: ArraySlice<CGRect>, _ body: () -> Void) {
        let outer = hiddenPixels
        hiddenPixels = outer.isEmpty ? hidden : outer + hidden
        body()
        hiddenPixels = outer
    }

    /// Intersects the clip with `rect` and masks later drawing by `mask` placed in it.
    ///
    /// The mask is placed as `draw(_:in:)` would place it. Its alpha channel is the mask; for an
    /// opaque image its luminance is, as for Apple's grayscale masks.
    public func clip(to rect: CGRect, mask: CGImage) {
        clip(to: rect)
        let rect = rect.standardized
        guard !isDrawingSuppressed, !rect.isEmpty else { return }
        let pattern: OpaquePointer
        if mask.isOpaque {
            guard let plane = CGContext.luminanceMask(of: mask) else { return }
            pattern = cairo_pattern_create_for_surface(plane)!
            cairo_surface_destroy(plane)  // The pattern holds its own reference.
        } else {
            pattern = cairo_pattern_create_for_surface(mask.surface)!
        }
        var deviceMatrix = cairo_matrix_t()
        cairo_get_matrix(cr, &deviceMatrix)
        var deviceToMask = CGAffineTransform(deviceMatrix).inverted()
            .concatenating(CGContext.imageTransform(for: mask, in: rect)).cairoMatrix
        cairo_pattern_set_matrix(pattern, &deviceToMask)
        cairo_pattern_set_filter(pattern, state.interpolationQuality.cairoFilter)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        state.masks.append(ClipMask(pattern: pattern))
    }

    /// An alpha-only surface holding an opaque image's luminance, owned by the caller.
    private static func luminanceMask(of image: CGImage) -> OpaquePointer? {
        guard let plane = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(image.width), Int32(image.height)),
              cairo_surface_status(plane) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(plane)
        else { return nil }
        let stride = Int(cairo_image_surface_get_stride(plane))
        let gray = PixelLayout(bitsPerComponent: 8, bitsPerPixel: 8, bitmapInfo: [], model: .monochrome)!
        gray.convertFromNative(from: cairo_image_surface_get_data(image.surface), bytesPerRow: image.bytesPerRow,
                               to: pixels, bytesPerRow: stride, width: image.width, height: image.height)
        cairo_surface_mark_dirty(plane)
        return plane
    }

    /// Removes all clipping, including image masks (`cairo_reset_clip`).
    public func resetClip() {
        cairo_reset_clip(cr)
        state.masks = []
        state.pixelClip = RectRegion([CGRect(x: 0, y: 0, width: width, height: height)])
    }

    /// The bounding box of the clip region in user space (`cairo_clip_extents`).
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
}
