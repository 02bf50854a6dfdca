@_implementationOnly import CCairo

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
        var deviceMatrix = cairo_matrix_t()
        cairo_get_matrix(cr, &deviceMatrix)
        let imageToDevice = userToImage.inverted().concatenating(CGAffineTransform(deviceMatrix))
        let isPixelAligned = imageToDevice.a == 1 && imageToDevice.b == 0 && imageToDevice.c == 0 && imageToDevice.d == 1
            && imageToDevice.tx == imageToDevice.tx.rounded() && imageToDevice.ty == imageToDevice.ty.rounded()
        if isPixelAligned, !byTiling, let clip = state.pixelClip, let source = image.pixels, let pixels, layerDepths.isEmpty,
           state.shadow == nil, state.masks.isEmpty, state.blendMode == .normal, abs(imageToDevice.tx) < 1e9, abs(imageToDevice.ty) < 1e9 {
            return composite(image, source, into: pixels, at: (Int(imageToDevice.tx), Int(imageToDevice.ty)), through: clip)
        }
        let filter = image.shouldInterpolate ? state.interpolationQuality.cairoFilter : CAIRO_FILTER_NEAREST
        if !isPixelAligned, !byTiling, let resampled = resampled(image, to: imageToDevice, filter: filter) {
            return draw(resampled, in: rect, byTiling: false, firstRowAtMinY: firstRowAtMinY)
        }
        var cairoUserToImage = userToImage.cairoMatrix
        let pattern = cairo_pattern_create_for_surface(image.surface)!
        cairo_pattern_set_matrix(pattern, &cairoUserToImage)
        if !isPixelAligned {
            cairo_pattern_set_filter(pattern, filter)
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

    /// `image` resampled to the whole device pixels `imageToDevice` scales it to, when it lands upright on whole
    /// pixels: the pixels Cairo would sample for each device pixel, made once and kept on the image, so an image view
    /// shown at a size other than its image's (a photo at 2x, a 1x image on a 2x screen) is copied, not resampled,
    /// every frame it is drawn.
    private func resampled(_ image: CGImage, to imageToDevice: CGAffineTransform, filter: cairo_filter_t) -> CGImage? {
        let (a, d, tx, ty) = (imageToDevice.a, imageToDevice.d, imageToDevice.tx, imageToDevice.ty)
        let width = CGFloat(image.width) * a, height = CGFloat(image.height) * d
        // Pixman samples through a 16.16 fixed-point matrix: where the scale is exact in it, sampling from the device
        // origin gives the same pixels as sampling from the image's place, so the copy draws byte for byte the same.
        func isExact(_ scale: CGFloat) -> Bool { (65536 / scale).rounded() == 65536 / scale }
        guard imageToDevice.b == 0, imageToDevice.c == 0, a > 0, d > 0, isExact(a), isExact(d), width == width.rounded(),
              height == height.rounded(), tx == tx.rounded(), ty == ty.rounded(), width * height <= CGFloat(1 << 22)
        else { return nil }
        let (pixelWidth, pixelHeight) = (Int(width), Int(height))
        if let copy = image.resampledCopy.withLock({ $0 }), copy.width == pixelWidth, copy.height == pixelHeight,
           copy.filter == filter.rawValue {
            return copy.image
        }
        guard let target = CGImage.makeSurface(width: pixelWidth, height: pixelHeight) else { return nil }
        let cr = cairo_create(target)!
        var deviceToImage = cairo_matrix_t()
        cairo_matrix_init_scale(&deviceToImage, 1 / a, 1 / d)
        let pattern = cairo_pattern_create_for_surface(image.surface)!
        cairo_pattern_set_matrix(pattern, &deviceToImage)
        cairo_pattern_set_filter(pattern, filter)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(target)
        let copy = CGImage(surface: target, isOpaque: image.isOpaque, colorSpace: image.colorSpace,
                           shouldInterpolate: image.shouldInterpolate, renderingIntent: image.renderingIntent)
        image.resampledCopy.withLock { $0 = (pixelWidth, pixelHeight, filter.rawValue, copy) }
        return copy
    }

    /// Composites `image` unscaled with its first pixel at the device pixel `origin`, with pixman straight into the
    /// bitmap, through the boxes of the clip: what Cairo does for such an image, less Cairo's setup for each drawing
    /// (a pattern, a path, the clip cut down to it), which is most of the cost when the compositor repaints a
    /// thousand small layers through a clip of a hundred boxes.
    private func composite(_ image: CGImage, _ source: OpaquePointer, into pixels: OpaquePointer, at origin: (x: Int, y: Int),
                           through clip: RectRegion) {
        guard state.alpha > 0 else { return }
        // An opaque image replaces what is under it; a translucent one blends, through a mask of the alpha as Cairo
        // makes it for `cairo_paint_with_alpha`.
        let scan = image.scan
        let operation = state.alpha == 1 && scan.hasOnlyOpaquePixels ? PIXMAN_OP_SRC : PIXMAN_OP_OVER
        var opacity = pixman_color_t(red: 0, green: 0, blue: 0, alpha: CGContext.cairoShort(state.alpha))
        let mask = state.alpha < 1 ? pixman_image_create_solid_fill(&opacity) : nil
        defer { if let mask { pixman_image_unref(mask) } }
        guard state.alpha == 1 || mask != nil else { return }
        cairo_surface_flush(surface)
        let core = mask == nil && operation == PIXMAN_OP_OVER ? scan.solidCore : nil
        // Pixman blends four pixels (16 bytes) at once from where a row's address is a multiple of 16, and the pixels
        // before and after that one by one, at several times the cost: the fill is narrowed to whole groups of four
        // frame columns, so that it starts and ends on a group and the image's strips beside it have one ragged end
        // each instead of two. (A frame's rows start on 16 bytes when its width is a multiple of four pixels.)
        let coreInFrame = core.map { core -> CGRect in
            let rect = core.rect.offsetBy(dx: CGFloat(origin.x), dy: CGFloat(origin.y))
            let left = (rect.minX / 4).rounded(.up) * 4, right = (rect.maxX / 4).rounded(.down) * 4
            return CGRect(x: left, y: rect.minY, width: right - left, height: rect.height)
        } ?? .null
        func composite(_ source: OpaquePointer, _ part: CGRect) {
            let (x, y, width, height) = (Int32(part.origin.x), Int32(part.origin.y), Int32(part.size.width), Int32(part.size.height))
            pixman_image_composite32(operation, source, mask, pixels, x - Int32(origin.x), y - Int32(origin.y), 0, 0, x, y, width, height)
        }
        func blit(_ part: CGRect, hiddenFrom first: Int) {
            // Pixels something opaque covers later are skipped: the part is cut around the first hidden rectangle
            // it overlaps, and each piece left goes on to the next.
            for index in first..<hiddenPixels.endIndex {
                guard let hidden = part.overlap(with: hiddenPixels[index]) else { continue }
                return part.forEachPiece(outside: hidden) { blit($0, hiddenFrom: index + 1) }
            }
            guard let core, let inside = part.overlap(with: coreInFrame) else { return composite(source, part) }
            composite(core.fill, inside)
            part.forEachPiece(outside: inside) { composite(source, $0) }
        }
        clip.forEachIntersection(with: scan.visiblePixels.offsetBy(dx: CGFloat(origin.x), dy: CGFloat(origin.y))) { part in
            blit(part, hiddenFrom: hiddenPixels.startIndex)
            // Once for all the pieces the part was cut into: Cairo's bookkeeping costs as much for one as for all.
            cairo_surface_mark_dirty_rectangle(surface, Int32(part.minX), Int32(part.minY), Int32(part.width), Int32(part.height))
        }
        didDraw()
    }

    /// A component in 0...1 as the 16-bit value Cairo hands pixman for it.
    private static func cairoShort(_ value: CGFloat) -> UInt16 {
        UInt16(value * 65535 + 0.5)
    }

    /// The transform from user space to image pixels that puts `image` in `rect` with its first row at the top (maxY).
    static func imageTransform(for image: CGImage, in rect: CGRect) -> CGAffineTransform {
        let sx = CGFloat(image.width) / rect.width, sy = CGFloat(image.height) / rect.height
        return CGAffineTransform(a: sx, b: 0, c: 0, d: -sy, tx: -rect.minX * sx, ty: rect.maxY * sy)
    }
}
