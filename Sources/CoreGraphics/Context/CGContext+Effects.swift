@_implementationOnly import CCairo

extension CGContext {
    /// Runs one drawing operation, adding the shadow and image masks of the current state.
    ///
    /// Without either, `draw` paints straight onto the target. With them, it paints into a
    /// `cairo_push_group` group, bounded by `coverage`, that is then composited, so a shape and
    /// its shadow blend once. When the coverage is known, the group ignores the clip so parts of
    /// a shape clipped away still cast a shadow; the clip applies when compositing. The current
    /// path is consumed either way.
    func render(_ coverage: Coverage, _ draw: () -> Void) {
        guard !isDrawingSuppressed else {
            cairo_new_path(cr)
            return
        }
        if state.shadow == nil, state.masks.isEmpty {
            draw()
        } else {
            let bounds = coverage.userBounds(in: cr)
            cairo_save(cr)
            if let bounds { clipForGroup(to: bounds, resettingClip: state.shadow != nil) }
            cairo_push_group(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            draw()
            let content = cairo_pop_group(cr)!
            cairo_restore(cr)
            composite(content, alpha: 1)
            cairo_pattern_destroy(content)
        }
        didDraw()
    }

    /// Narrows the clip to the device pixels around `bounds` (user space) while keeping the
    /// current path, so the group `render` pushes is no bigger than the drawing.
    private func clipForGroup(to bounds: CGRect, resettingClip: Bool) {
        let path = cairo_copy_path(cr)
        defer { cairo_path_destroy(path) }
        cairo_new_path(cr)
        if resettingClip { cairo_reset_clip(cr) }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let device = bounds.applying(CGAffineTransform(matrix)).integral
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, device.minX, device.minY, device.width, device.height)
        cairo_clip(cr)
        cairo_set_matrix(cr, &matrix)
        cairo_append_path(cr, path)
    }

    /// Paints a group's `content` with `alpha` in the current blend mode, under the current
    /// shadow and through the current image masks.
    func composite(_ content: OpaquePointer, alpha: CGFloat) {
        let masked = !state.masks.isEmpty
        if masked {
            cairo_push_group(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        if let shadow = state.shadow { paintShadow(of: content, alpha: alpha, shadow: shadow) }
        cairo_set_source(cr, content)
        cairo_paint_with_alpha(cr, alpha)
        if masked {
            var result = cairo_pop_group(cr)!
            for mask in state.masks.dropFirst() {
                cairo_push_group(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                paint(result, through: mask)
                cairo_pattern_destroy(result)
                result = cairo_pop_group(cr)!
            }
            paint(result, through: state.masks[0])
            cairo_pattern_destroy(result)
        }
    }

    /// Paints `source` multiplied by the mask's alpha (`cairo_mask`).
    private func paint(_ source: OpaquePointer, through mask: ClipMask) {
        cairo_set_source(cr, source)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_mask(cr, mask.pattern)
        cairo_restore(cr)
    }

    /// Paints the shadow of a group: its alpha, blurred, in the shadow color, offset in device space.
    private func paintShadow(of content: OpaquePointer, alpha: CGFloat, shadow: Shadow) {
        var groupSurface: OpaquePointer?
        guard cairo_pattern_get_surface(content, &groupSurface) == CAIRO_STATUS_SUCCESS, let groupSurface,
              cairo_surface_get_type(groupSurface) == CAIRO_SURFACE_TYPE_IMAGE
        else { return }
        cairo_surface_flush(groupSurface)
        let groupWidth = Int(cairo_image_surface_get_width(groupSurface))
        let groupHeight = Int(cairo_image_surface_get_height(groupSurface))
        let groupStride = Int(cairo_image_surface_get_stride(groupSurface))
        guard groupWidth > 0, groupHeight > 0, let groupPixels = cairo_image_surface_get_data(groupSurface) else { return }

        // The blur spreads alpha by the sum of the box radii (about 2.6 sigma), so the shadow plane is padded by it.
        // The group reaches three sigmas beyond the shape unless the bitmap cuts it off; a blur wider than a quarter
        // of what is left spreads its alpha almost evenly whatever its exact width, so it is held there, which keeps
        // the plane within about five times the group's pixels (and the time in proportion to what is drawn).
        let radii = ShadowBlur.boxRadii(sigma: min(shadow.blur / 2, CGFloat(max(groupWidth, groupHeight)) / 4))
        let pad = radii.reduce(0, +)
        // Group pixel (0, 0) sits at minus the group's device offset in device space.
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(groupSurface, &offsetX, &offsetY)
        func blurredPlane() -> OpaquePointer? {
            guard let plane = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(groupWidth + 2 * pad), Int32(groupHeight + 2 * pad)) else { return nil }
            guard cairo_surface_status(plane) == CAIRO_STATUS_SUCCESS, let planePixels = cairo_image_surface_get_data(plane) else {
                cairo_surface_destroy(plane)
                return nil
            }
            let planeStride = Int(cairo_image_surface_get_stride(plane))
            for y in 0..<groupHeight {
                let source = groupPixels + y * groupStride + 3
                let destination = planePixels + (y + pad) * planeStride + pad
                for x in 0..<groupWidth { destination[x] = source[x * 4] }
            }
            ShadowBlur.blur(planePixels, width: groupWidth + 2 * pad, height: groupHeight + 2 * pad,
                            stride: planeStride, radii: radii)
            cairo_surface_mark_dirty(plane)
            return plane
        }
        let kept = state.shadowPlaneKey.flatMap { key in
            shadowPlanes.plane(for: key, groupX: Int(-offsetX), groupY: Int(-offsetY), width: groupWidth, height: groupHeight,
                               radii: radii, make: blurredPlane)
        }
        guard let plane = kept ?? blurredPlane() else { return }
        defer { cairo_surface_destroy(plane) }

        let color = shadow.color.rgba
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * alpha)
        cairo_mask_surface(cr, plane, -offsetX - Double(pad) + shadow.offset.width, -offsetY - Double(pad) - shadow.offset.height)
        cairo_restore(cr)
    }
}
