import CoreGraphics

/// The area of a frame that must be repainted, as whole-pixel rectangles.
///
/// A few pieces are kept exact, each merged with those it overlaps. Many
/// scattered pieces (a hundred views moving at once) would merge into one box
/// covering most of the frame, so past `limit` they are kept as they come and
/// rounded out to a grid of tiles when painted.
package struct DamageRegion {
    package private(set) var rects: [CGRect] = []
    private var isScattered = false
    private let limit = 16
    /// The side of a tile in pixels: smaller tiles repaint less, but clip and cull with more rectangles.
    private let tile = 8

    package init() {}

    /// Adds `rect`, merging it with the pieces it overlaps while there are few.
    package mutating func add(_ rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty, rect.width.isFinite, rect.height.isFinite else { return }
        if isScattered { return rects.append(rect) }
        var merged = rect
        rects.removeAll { piece in
            guard piece.intersects(merged) else { return false }
            merged = merged.union(piece)
            return true
        }
        rects.append(merged)
        isScattered = rects.count > limit
    }

    /// The region in pixels at `scale`, rounded out to whole pixels (or tiles) and clipped to `bounds`.
    package func pixelRects(scale: CGFloat, within bounds: CGRect) -> [CGRect] {
        // Clipped in points first: a huge finite piece would overflow to infinity when scaled.
        let clip = CGRect(x: bounds.minX / scale, y: bounds.minY / scale, width: bounds.width / scale, height: bounds.height / scale)
        let pixels = rects.compactMap { piece -> CGRect? in
            let rect = piece.intersection(clip)
            guard !rect.isNull else { return nil }
            let pixels = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
                .integral.intersection(bounds)
            return pixels.isEmpty ? nil : pixels
        }
        return isScattered ? tiles(covering: pixels, within: bounds.integral) : pixels
    }

    /// The tiles `pixels` touch, as rows of tiles run together and equal runs of consecutive rows stacked.
    private func tiles(covering pixels: [CGRect], within bounds: CGRect) -> [CGRect] {
        let columns = (Int(bounds.width) + tile - 1) / tile, rows = (Int(bounds.height) + tile - 1) / tile
        guard columns > 0, rows > 0 else { return [] }
        var marked = [Bool](repeating: false, count: columns * rows)
        for rect in pixels {
            let first = (column: Int(rect.minX - bounds.minX) / tile, row: Int(rect.minY - bounds.minY) / tile)
            let last = (column: (Int(rect.maxX - bounds.minX) - 1) / tile, row: (Int(rect.maxY - bounds.minY) - 1) / tile)
            for row in first.row...last.row {
                for column in first.column...last.column { marked[row * columns + column] = true }
            }
        }
        var result: [CGRect] = []
        // Runs of the row above, left to right, with their index in `result` so an equal run below extends them.
        var above: [(columns: Range<Int>, index: Int)] = []
        for row in 0..<rows {
            var runs: [(columns: Range<Int>, index: Int)] = []
            var column = 0, next = 0
            while column < columns {
                guard marked[row * columns + column] else { column += 1; continue }
                let start = column
                while column < columns, marked[row * columns + column] { column += 1 }
                while next < above.count, above[next].columns.lowerBound < start { next += 1 }
                if next < above.count, above[next].columns == start..<column {
                    result[above[next].index].size.height += CGFloat(tile)
                    runs.append(above[next])
                } else {
                    runs.append((start..<column, result.count))
                    result.append(CGRect(x: bounds.minX + CGFloat(start * tile), y: bounds.minY + CGFloat(row * tile),
                                         width: CGFloat((column - start) * tile), height: CGFloat(tile)))
                }
            }
            above = runs
        }
        return result.map { $0.intersection(bounds) }
    }
}
