import Foundation

/// Rectangles ordered by their top edges, which finds the ones a rectangle overlaps by a binary search on the rows
/// it spans instead of a look at each: a compositor asks this for every layer of a frame damaged in a hundred places.
package struct RectRegion {
    package let rects: [CGRect]
    /// The greatest height among the rectangles: none starting higher than this above a row reaches it.
    private let tallest: CGFloat

    package init(_ rects: [CGRect]) {
        self.rects = rects.filter { !$0.isEmpty }.map(\.standardized).sorted { $0.origin.y < $1.origin.y }
        tallest = self.rects.map(\.size.height).max() ?? 0
    }

    /// Whether no two rectangles overlap.
    package var isDisjoint: Bool {
        rects.indices.allSatisfy { index in
            forEachOverlap(with: rects[index], from: index + 1) { _ in false }
        }
    }

    /// Whether `rect` overlaps one of the rectangles.
    package func intersects(_ rect: CGRect) -> Bool {
        !forEachOverlap(with: rect, from: firstReaching(rect.origin.y)) { _ in false }
    }

    /// Calls `body` with the part of `rect` inside each rectangle, top to bottom.
    package func forEachIntersection(with rect: CGRect, _ body: (CGRect) -> Void) {
        _ = forEachOverlap(with: rect, from: firstReaching(rect.origin.y)) { part in
            body(part)
            return true
        }
    }

    /// Visits the overlaps of `rect` with the rectangles from index `start` on while `body` returns true; returns
    /// false when `body` stopped it. Coordinates are read raw: Foundation's accessors standardize first.
    private func forEachOverlap(with rect: CGRect, from start: Int, _ body: (CGRect) -> Bool) -> Bool {
        let maxY = rect.origin.y + rect.size.height
        for other in rects[start...] {
            guard other.origin.y < maxY else { break }
            if let part = rect.overlap(with: other), !body(part) { return false }
        }
        return true
    }

    /// The index of the first rectangle that may reach down to row `y`.
    private func firstReaching(_ y: CGFloat) -> Int {
        var low = 0, high = rects.count
        while low < high {
            let middle = (low + high) / 2
            if rects[middle].origin.y + tallest <= y { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
