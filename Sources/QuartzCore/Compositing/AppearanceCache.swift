import CoreGraphics

/// Rasterized rounded backgrounds and borders, shared by every layer that looks the same.
///
/// Lists and grids repeat the same card many times, so keying the bitmaps
/// by appearance rather than by layer makes a thousand cards cost one
/// rasterization.
@MainActor
package final class AppearanceCache {
    package enum Shape: Hashable { case background, border }

    private struct Key: Hashable {
        var shape: Shape
        var width: Int, height: Int
        var cornerRadius: CGFloat, corners: UInt, borderWidth: CGFloat
        var color: [CGFloat]
        var scale: CGFloat
    }

    /// The cache every compositor and `render(in:)` share.
    package static let shared = AppearanceCache()

    private var images: [Key: CGImage] = [:]
    private let capacity: Int

    package init(capacity: Int = 512) {
        self.capacity = capacity
    }

    package var count: Int { images.count }

    /// The shape's bitmap at `scale`; nil when the size is not a whole number of pixels, where a bitmap would blur.
    package func image(_ shape: Shape, size: CGSize, scale: CGFloat, cornerRadius: CGFloat, corners: CACornerMask,
                       borderWidth: CGFloat, color: CGColor) -> CGImage? {
        let width = size.width * scale, height = size.height * scale
        guard width == width.rounded(), height == height.rounded(), width >= 1, height >= 1 else { return nil }
        let key = Key(shape: shape, width: Int(width), height: Int(height), cornerRadius: cornerRadius,
                      corners: corners.rawValue, borderWidth: shape == .border ? borderWidth : 0,
                      color: color.components ?? [], scale: scale)
        if let image = images[key] { return image }
        guard let ctx = CGContext.bitmap(width: key.width, height: key.height) else { return nil }
        ctx.flipForLayer(height: key.height, scale: scale)
        ctx.setFillColor(color)
        ctx.addPath(LayerPainter.path(shape, bounds: CGRect(origin: .zero, size: size), cornerRadius: cornerRadius,
                                      corners: corners, borderWidth: borderWidth))
        ctx.fillPath(using: .evenOdd)
        guard let image = ctx.makeImage() else { return nil }
        // Appearances rarely vary without bound; when they do, starting over is cheaper than tracking recency.
        if images.count >= capacity { images.removeAll(keepingCapacity: true) }
        images[key] = image
        return image
    }
}
