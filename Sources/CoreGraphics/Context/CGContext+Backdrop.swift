@_implementationOnly import CCairo

extension CGContext {
    /// Blurs what has been drawn so far under `shape`, as a visual-effect backdrop shows what lies behind it.
    ///
    /// The pixels under `shape`'s bounding box are read from the surface being drawn into (the innermost transparency
    /// layer's, where one is open), blurred as a Gaussian of `sigma` points approximated by three box blurs in integer
    /// arithmetic, and drawn back inside `shape` with the current alpha and clip. Pixels beyond the box count as its
    /// nearest edge, so the blur does not darken at the borders. Nothing happens under a rotated or skewed transform.
    ///
    /// - Returns: Whether the backdrop was blurred.
    @discardableResult
    package func blurBackdrop(under shape: CGPath, sigma: CGFloat) -> Bool {
        let box = shape.boundingBoxOfPath
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard !isDrawingSuppressed, !box.isEmpty, !box.isInfinite, matrix.xy == 0, matrix.yx == 0,
              let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return false }
        var (offsetX, offsetY) = (0.0, 0.0)
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        // The box in the target's pixels: device space (where the matrix leads) moved by the target's own offset.
        let device = box.applying(CGAffineTransform(matrix))
        let surfaceWidth = Int(cairo_image_surface_get_width(target)), surfaceHeight = Int(cairo_image_surface_get_height(target))
        let left = max(0, Int((device.minX + offsetX).rounded(.down))), top = max(0, Int((device.minY + offsetY).rounded(.down)))
        let right = min(surfaceWidth, Int((device.maxX + offsetX).rounded(.up))), bottom = min(surfaceHeight, Int((device.maxY + offsetY).rounded(.up)))
        let radii = ShadowBlur.boxRadii(sigma: sigma * (abs(matrix.xx) + abs(matrix.yy)) / 2).filter { $0 < 32_767 }
        guard right > left, bottom > top, !radii.isEmpty, let blurred = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(right - left), Int32(bottom - top)) else {
            return false
        }
        defer { cairo_surface_destroy(blurred) }
        cairo_surface_flush(target)
        cairo_surface_flush(blurred)
        let stride = Int(cairo_image_surface_get_stride(blurred)), targetStride = Int(cairo_image_surface_get_stride(target))
        guard let into = cairo_image_surface_get_data(blurred), let from = cairo_image_surface_get_data(target) else { return false }
        for row in 0..<(bottom - top) {
            (into + row * stride).update(from: from + (top + row) * targetStride + left * 4, count: (right - left) * 4)
        }
        let done = radii.map { Int($0) }.withUnsafeBufferPointer {
            casement_box_blur_clamped_rgba(into, right - left, bottom - top, stride, $0.baseAddress, $0.count)
        }
        guard done != 0 else { return false }
        cairo_surface_mark_dirty(blurred)
        saveGState()
        addPath(shape)
        clip()
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_set_source_surface(cr, blurred, Double(left) - offsetX, Double(top) - offsetY)
        cairo_paint_with_alpha(cr, Double(state.alpha))
        cairo_restore(cr)
        restoreGState()
        didDraw()
        return true
    }
}
