@_implementationOnly import CCairo

extension CGContext {
    /// The graphics state Cairo doesn't keep for us; saved and restored alongside `cairo_save`.
    struct GState {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var shadow: Shadow?
        var interpolationQuality = CGInterpolationQuality.default
        var shouldAntialias = true
        /// Image masks from `clip(to:mask:)`, all of which every drawing is multiplied by.
        var masks: [ClipMask] = []
        /// The CTM when a transform made it singular; Cairo can't hold such a matrix, so it keeps
        /// the last good one while drawing is skipped, as nothing would be visible anyway.
        var singularCTM: CGAffineTransform?
        /// The clip as disjoint rectangles of whole device pixels (Cairo's y-down space), while it is one; nil once
        /// a path, a mask or a rectangle off the pixel grid has narrowed it. Images landing on whole pixels are then
        /// composited through these rectangles directly, without Cairo.
        var pixelClip: RectRegion?
        /// What the shapes drawn under a shadow are, when the caller says (`keepShadowPlanes(of:origin:)`).
        var shadowPlaneKey: ShadowPlanes.Key?
    }

    /// A shadow as `setShadow(offset:blur:color:)` describes it, offset in device space (y up).
    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: CGColor
    }

    /// A Cairo surface pattern positioned in device space, used as an alpha mask.
    final class ClipMask {
        /// The `cairo_pattern_t`, with a matrix from device space (Cairo's y-down) to mask pixels.
        let pattern: OpaquePointer

        init(pattern: OpaquePointer) {
            self.pattern = pattern
        }

        deinit {
            cairo_pattern_destroy(pattern)
        }
    }
}
