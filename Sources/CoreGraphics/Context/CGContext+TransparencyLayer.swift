@_implementationOnly import CCairo

extension CGContext {
    /// Starts a transparency layer: later drawing goes into an offscreen group that
    /// `endTransparencyLayer()` composites as one image with the current alpha, blend mode,
    /// shadow and masks, so overlapping shapes inside don't blend with each other.
    ///
    /// Inside the layer alpha is 1, there is no shadow and the blend mode is normal.
    /// `auxiliaryInfo` is ignored; Apple's takes a `CFDictionary`.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        beginLayer(in: nil)
    }

    /// Starts a transparency layer bounded by `rect`, outside which its drawing is discarded.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        beginLayer(in: rect)
    }

    private func beginLayer(in rect: CGRect?) {
        saveGState()
        if let rect { clip(to: rect) }
        layerDepths.append(savedStates.count)
        cairo_push_group(cr)
        state.alpha = 1
        state.shadow = nil
        state.masks = []
        setBlendMode(.normal)
    }

    /// Ends the most recent transparency layer and composites it; unbalanced calls are ignored.
    public func endTransparencyLayer() {
        endTransparencyLayer(multipliedBy: nil)
    }

    /// Ends the most recent transparency layer and composites it with each of its pixels' components multiplied by
    /// `tint`'s: how a replicator layer colors an instance.
    package func endTransparencyLayer(multipliedBy tint: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?) {
        guard let depth = layerDepths.popLast() else { return }
        while savedStates.count > depth {
            state = savedStates.removeLast()
            cairo_restore(cr)
        }
        let content = cairo_pop_group(cr)!
        if let tint { multiply(content, by: tint) }
        restoreGState()
        if !isDrawingSuppressed {
            composite(content, alpha: state.alpha)
            didDraw()
        }
        cairo_pattern_destroy(content)
    }

    /// Multiplies the premultiplied pixels of a group's image by `tint`: alpha by its alpha, and each color by its
    /// color and its alpha, which keeps them premultiplied.
    private func multiply(_ group: OpaquePointer, by tint: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // ARGB32 words: blue in the low byte, then green, red and alpha.
        let factors = [tint.blue * tint.alpha, tint.green * tint.alpha, tint.red * tint.alpha, tint.alpha].map { UInt32(($0 * 256).rounded()) }
        for row in 0..<height {
            let pixels = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width where pixels[column] != 0 {
                var pixel: UInt32 = 0
                for channel in 0..<4 {
                    let shift = UInt32(channel * 8)
                    pixel |= ((((pixels[column] >> shift) & 0xFF) * factors[channel]) >> 8) << shift
                }
                pixels[column] = pixel
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
