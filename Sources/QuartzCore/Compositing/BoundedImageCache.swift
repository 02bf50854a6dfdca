import CoreGraphics

/// Bitmaps kept by what they show and the scale they show it at, emptied when full: what the caches of shared layer
/// appearances and shadows keep.
struct BoundedImageCache<Look: Hashable> {
    private struct Key: Hashable {
        var look: Look
        var scale: CGFloat
    }

    private var images: [Key: CGImage] = [:]
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    var count: Int { images.count }

    /// The bitmap of `look` at `scale`, made by `make` the first time.
    mutating func image(_ look: Look, scale: CGFloat, make: () -> CGImage?) -> CGImage? {
        let key = Key(look: look, scale: scale)
        if let image = images[key] { return image }
        guard let image = make() else { return nil }
        // Looks rarely vary without bound; when they do, starting over is cheaper than tracking recency.
        if images.count >= capacity { images.removeAll(keepingCapacity: true) }
        images[key] = image
        return image
    }
}
