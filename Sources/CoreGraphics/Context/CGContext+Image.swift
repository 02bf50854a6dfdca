internal import CCairo

extension CGContext {
    /// Draws an image scaled to fill `rect`, or tiled across the clip area at the size of `rect`.
    ///
    /// As on Apple platforms the image's first row lands at `rect.maxY`: upright in the default
    /// y-up space, upside down in a flipped (UIKit) one. The current path is discarded. When the
    /// image maps to whole device pixels unscaled, this is a single Cairo blit.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        draw(image, in: rect, byTiling: byTiling, firstRowAtMinY: false)
    }

    /// Draws an image with its first row at `rect.minY`: upright in a flipped (UIKit or layer) space, the way
    /// UIKit and Core Animation show images, without flipping the whole context around the call.
    package func drawUpright(_ image: CGImage, in rect: CGRect) {
        draw(image, in: rect, byTiling: false, firstRowAtMinY: true)
    }

    private func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool, firstRowAtMinY: Bool) {
        let rect = rect.standardized
        guard !rect.isEmpty, !rect.isInfinite, !isDrawingSuppressed else { return }
        var userToImage = CGContext.imageTransform(for: image, in: rect)
        if firstRowAtMinY {
            userToImage = CGAffineTransform(a: userToImage.a, b: 0, c: 0, d: -userToImage.d,
                                            tx: userToImage.tx, ty: -rect.minY * -userToImage.d)
        }
        var cairoUserToImage = userToImage.cairoMatrix
        let pattern = cairo_pattern_create_for_surface(image.surface)!
        cairo_pattern_set_matrix(pattern, &cairoUserToImage)
        var deviceMatrix = cairo_matrix_t()
        cairo_get_matrix(cr, &deviceMatrix)
        let imageToDevice = userToImage.inverted().concatenating(CGAffineTransform(deviceMatrix))
        let isPixelAligned = imageToDevice.a == 1 && imageToDevice.b == 0 && imageToDevice.c == 0 && imageToDevice.d == 1
            && imageToDevice.tx == imageToDevice.tx.rounded() && imageToDevice.ty == imageToDevice.ty.rounded()
        if !isPixelAligned {
            cairo_pattern_set_filter(pattern, image.shouldInterpolate ? state.interpolationQuality.cairoFilter : CAIRO_FILTER_NEAREST)
        }
        // Padding keeps scaled edges crisp instead of fading into the transparency beyond the image.
        cairo_pattern_set_extend(pattern, byTiling ? CAIRO_EXTEND_REPEAT : isPixelAligned ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
        cairo_new_path(cr)
        let alpha = state.alpha
        render(byTiling ? .clip : .rect(rect)) {
            if byTiling {
                cairo_paint_with_alpha(cr, alpha)
            } else if alpha == 1 {
                // An opaque image landing on whole pixels replaces what is under it: copying is the same as blending, and cheaper.
                let copies = isPixelAligned && image.hasOnlyOpaquePixels && state.blendMode == .normal
                if copies { cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE) }
                cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
                cairo_fill(cr)
                if copies { cairo_set_operator(cr, CAIRO_OPERATOR_OVER) }
            } else {
                cairo_save(cr)
                cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, alpha)
                cairo_restore(cr)
            }
        }
    }

    /// The transform from user space to image pixels that puts `image` in `rect` with its first row at the top (maxY).
    static func imageTransform(for image: CGImage, in rect: CGRect) -> CGAffineTransform {
        let sx = CGFloat(image.width) / rect.width, sy = CGFloat(image.height) / rect.height
        return CGAffineTransform(a: sx, b: 0, c: 0, d: -sy, tx: -rect.minX * sx, ty: rect.maxY * sy)
    }
}
