import CoreGraphics

/// Rasterized rounded backgrounds and borders, shared by every layer that looks the same.
///
/// Lists and grids repeat the same card many times, so keying the bitmaps
/// by appearance rather than by layer makes a thousand cards cost one
/// rasterization.
@MainActor
package final class AppearanceCache {
    /// A layer's background and border: what the cache rasterizes.
    package struct Appearance: Hashable {
        package var size: CGSize
        package var cornerRadius: CGFloat
        package var corners: CACornerMask
        package var background: CGColor?
        package var borderWidth: CGFloat
        package var borderColor: CGColor?

        /// Fills the background, then the border ring, in layer coordinates.
        package func draw(in ctx: CGContext) {
            let bounds = CGRect(origin: .zero, size: size)
            if let background {
                let path = CGMutablePath()
                path.addRoundedRect(bounds, cornerRadius: cornerRadius, corners: corners)
                ctx.setFillColor(background)
                ctx.addPath(path)
                ctx.fillPath()
            }
            if let borderColor, borderWidth > 0 {
                let width = min(borderWidth, size.width / 2, size.height / 2)
                let ring = CGMutablePath()
                ring.addRoundedRect(bounds, cornerRadius: cornerRadius, corners: corners)
                ring.addRoundedRect(bounds.insetBy(dx: width, dy: width), cornerRadius: max(cornerRadius - width, 0), corners: corners)
                ctx.setFillColor(borderColor)
                ctx.addPath(ring)
                ctx.fillPath(using: .evenOdd)
            }
        }
    }

    private struct Key: Hashable {
        var appearance: Appearance
        var scale: CGFloat
    }

    /// The cache every compositor and `render(in:)` share.
    package static let shared = AppearanceCache()

    private var images: [Key: CGImage] = [:]
    /// The last appearance asked for: a list's cards come one after another, and comparing a key costs far less than
    /// hashing it, colors and all.
    private var last: (key: Key, image: CGImage)?
    private let capacity: Int

    package init(capacity: Int = 512) {
        self.capacity = capacity
    }

    /// The appearance's bitmap at `scale`; nil when the size is not a whole number of pixels, where a bitmap would blur.
    package func image(_ appearance: Appearance, scale: CGFloat) -> CGImage? {
        let key = Key(appearance: appearance, scale: scale)
        // Checked before the size, which the last appearance passed.
        if let last, last.key == key { return last.image }
        let width = appearance.size.width * scale, height = appearance.size.height * scale
        guard width == width.rounded(), height == height.rounded(),
              let pixelWidth = CGContext.pixelLength(appearance.size.width, scale: scale),
              let pixelHeight = CGContext.pixelLength(appearance.size.height, scale: scale) else { return nil }
        if let image = images[key] {
            last = (key, image)
            return image
        }
        guard let ctx = CGContext.bitmap(width: pixelWidth, height: pixelHeight) else { return nil }
        ctx.flipForLayer(height: pixelHeight, scale: scale)
        appearance.draw(in: ctx)
        guard let image = ctx.makeImage() else { return nil }
        // Appearances rarely vary without bound; when they do, starting over is cheaper than tracking recency.
        if images.count >= capacity { images.removeAll(keepingCapacity: true) }
        images[key] = image
        last = (key, image)
        return image
    }
}
