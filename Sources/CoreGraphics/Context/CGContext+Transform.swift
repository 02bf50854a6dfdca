@_implementationOnly import CCairo

extension CGContext {
    /// The current transformation matrix, from user space to the y-up device space of the bitmap.
    public var ctm: CGAffineTransform {
        if let singular = state.singularCTM { return singular }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return CGAffineTransform(matrix).concatenating(CGContext.flip(height: height))
    }

    /// The transform from user space to device space; the same as `ctm` for a bitmap context.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// Moves the user-space origin by `(x, y)`.
    public func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    /// Runs `body` with user space moved by `(x, y)`, then restores the transform exactly. With `pixelAligned`, moved by
    /// exactly as much as puts the new origin on a whole device pixel when user space is axis-aligned and unrotated:
    /// images and cached layers then land on whole pixels and are copied instead of resampled, which moving layers
    /// need to be cheap.
    ///
    /// Cheaper than `saveGState()`/`restoreGState()` around `translateBy`, for the compositor, which moves
    /// into thousands of layers a frame and changes nothing else of the state there.
    package func withTranslation(x: CGFloat, y: CGFloat, pixelAligned: Bool = false, _ body: () -> Void) {
        var saved = cairo_matrix_t()
        cairo_get_matrix(cr, &saved)
        var (x, y) = (x, y)
        if pixelAligned {
            guard x.isFinite, y.isFinite else { return }
            if saved.xy == 0, saved.yx == 0, saved.xx > 0, saved.yy > 0 {
                x = ((saved.x0 + x * saved.xx).rounded() - saved.x0) / saved.xx
                y = ((saved.y0 + y * saved.yy).rounded() - saved.y0) / saved.yy
            }
        }
        // Cairo fails the whole context for a translation it cannot hold; nothing drawn that far away could be seen.
        guard Self.isWithinCairoRange(saved.xx * x + saved.xy * y + saved.x0, saved.yx * x + saved.yy * y + saved.y0) else { return }
        cairo_translate(cr, x, y)
        body()
        cairo_set_matrix(cr, &saved)
    }

    /// Whether a device-space origin lies where Cairo's 24.8 fixed-point coordinates reach; beyond, a transform would
    /// put the context into an error state that discards everything drawn into it, before and after.
    static func isWithinCairoRange(_ x: CGFloat, _ y: CGFloat) -> Bool {
        abs(x) < 0x40_0000 && abs(y) < 0x40_0000
    }

    /// Scales user space by `(x, y)`.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    /// Rotates user space by `angle` radians, counterclockwise in the default y-up space.
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// Applies `transform` to user-space coordinates before the current CTM (`cairo_transform`).
    public func concatenate(_ transform: CGAffineTransform) {
        let combined = transform.concatenating(ctm)
        guard state.singularCTM == nil, combined.isInvertible, Self.isWithinCairoRange(combined.tx, combined.ty) else {
            state.singularCTM = combined
            return
        }
        var matrix = transform.cairoMatrix
        cairo_transform(cr, &matrix)
    }

    /// Whether a singular CTM makes every drawing invisible, so drawing must be skipped.
    var isDrawingSuppressed: Bool { state.singularCTM != nil }

    /// Converts a point from user space to device space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }

    /// Converts a size from user space to device space.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }

    /// Converts a rectangle from user space to the bounding box of its image in device space.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }

    /// Converts a point from device space to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }

    /// Converts a size from device space to user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }

    /// Converts a rectangle from device space to the bounding box of its image in user space.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }
}
