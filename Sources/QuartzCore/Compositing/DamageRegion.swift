import CoreGraphics

/// The area of a frame that must be repainted, as a few whole-pixel rectangles.
package struct DamageRegion {
    package private(set) var rects: [CGRect] = []
    /// Past this many pieces, clipping to each costs more than repainting their bounding box.
    private let limit = 16

    package init() {}

    /// Adds `rect`, merging it with the pieces it overlaps.
    package mutating func add(_ rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty, rect.width.isFinite, rect.height.isFinite else { return }
        var merged = rect
        rects.removeAll { piece in
            guard piece.intersects(merged) else { return false }
            merged = merged.union(piece)
            return true
        }
        rects.append(merged)
        if rects.count > limit {
            rects = [rects.reduce(CGRect.null) { $0.union($1) }]
        }
    }

    /// The region in pixels at `scale`, rounded out to whole pixels and clipped to `bounds`.
    package func pixelRects(scale: CGFloat, within bounds: CGRect) -> [CGRect] {
        rects.compactMap { rect in
            let pixels = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
                .integral.intersection(bounds)
            return pixels.isEmpty ? nil : pixels
        }
    }
}
