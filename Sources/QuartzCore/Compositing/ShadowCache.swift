import CoreGraphics

/// Rasterized shadows of rectangular layers without a `shadowPath`, shared by every layer whose shadow looks the same.
///
/// A shadow is a blur of the layer's outline, the dearest thing a layer draws; bars and rows repeat the same one, and
/// a layer repaints its shadow whenever anything beneath or above it repaints. Keyed by what the shadow looks like, a
/// thousand rows blur once. The bitmap is drawn only where the layer's bounds land on whole device pixels, where it is
/// the same, byte for byte, as drawing the shadow there. (A rounded outline's anti-aliased edge, which clips the
/// shadow, would round differently through the bitmap, so those shadows are drawn in place.)
@MainActor
package final class ShadowCache {
    /// What a layer's shadow looks like, in the layer's points; the color carries the shadow's opacity.
    package struct Shadow: Hashable {
        package var size: CGSize
        package var cornerRadius: CGFloat
        package var corners: CACornerMask
        package var radius: CGFloat
        package var offset: CGSize
        package var color: CGColor

        /// The rectangle around the layer's bounds (origin zero) that the blur can reach.
        package var extent: CGRect {
            let reach = radius * 3 + abs(offset.width) + abs(offset.height)
            return CGRect(origin: .zero, size: size).insetBy(dx: -reach, dy: -reach)
        }

        /// Draws the shadow of the outline at the origin, without the outline itself, as Core Animation draws it
        /// beneath the layer; `ctx` maps the layer's points as the layer painter's contexts do.
        package func draw(in ctx: CGContext) {
            let shape = CGMutablePath()
            shape.addRoundedRect(CGRect(origin: .zero, size: size), cornerRadius: cornerRadius, corners: corners)
            ShadowCache.draw(shape, extent: extent, radius: radius, offset: offset, color: color, in: ctx)
        }
    }

    /// Draws the shadow of `shape` clipped to `extent` outside the shape itself. Core Graphics takes shadow offset and
    /// blur in device space; the layer's are in its own points.
    nonisolated package static func draw(_ shape: CGPath, extent: CGRect, radius: CGFloat, offset: CGSize, color: CGColor, in ctx: CGContext) {
        let ctm = ctx.ctm
        let deviceOffset = CGSize(width: offset.width * ctm.a + offset.height * ctm.c, height: offset.width * ctm.b + offset.height * ctm.d)
        let scale = (abs(ctm.a * ctm.d - ctm.b * ctm.c)).squareRoot()
        ctx.saveGState()
        ctx.addRect(extent)
        ctx.addPath(shape)
        ctx.clip(using: .evenOdd)
        ctx.setShadow(offset: deviceOffset, blur: radius * 2 * scale, color: color)
        ctx.setFillColor(CGColor(gray: 0, alpha: 1))
        ctx.addPath(shape)
        ctx.fillPath()
        ctx.restoreGState()
    }

    /// The cache every compositor and `render(in:)` share.
    package static let shared = ShadowCache()

    private var images: BoundedImageCache<Shadow>

    /// How many shadows are rasterized.
    package var count: Int { images.count }

    package init(capacity: Int = 256) {
        images = BoundedImageCache(capacity: capacity)
    }

    /// Draws `shadow` for a layer whose bounds start at `origin`, from the cache when `ctx` draws the layer upright
    /// with the extent on whole device pixels and at full `alpha`; false when it did not.
    package func draw(_ shadow: Shadow, at origin: CGPoint, alpha: CGFloat, in ctx: CGContext) -> Bool {
        let ctm = ctx.ctm
        let scale = ctm.a
        guard scale > 0, ctm.b == 0, ctm.c == 0, ctm.d == -scale, alpha == 1 else { return false }
        let extent = shadow.extent.offsetBy(dx: origin.x, dy: origin.y)
        func isWhole(_ rect: CGRect) -> Bool {
            let device = rect.applying(ctm)
            return [device.minX, device.minY, device.width, device.height].allSatisfy { $0 == $0.rounded() }
        }
        guard isWhole(extent), isWhole(CGRect(origin: origin, size: shadow.size)), let image = image(shadow, scale: scale) else { return false }
        ctx.drawUpright(image, in: extent)
        return true
    }

    private func image(_ shadow: Shadow, scale: CGFloat) -> CGImage? {
        images.image(shadow, scale: scale) {
            let extent = shadow.extent
            guard let width = CGContext.pixelLength(extent.width, scale: scale), let height = CGContext.pixelLength(extent.height, scale: scale),
                  let ctx = CGContext.bitmap(width: width, height: height) else { return nil }
            ctx.flipForLayer(height: height, scale: scale, origin: extent.origin)
            shadow.draw(in: ctx)
            return ctx.makeImage()
        }
    }
}
