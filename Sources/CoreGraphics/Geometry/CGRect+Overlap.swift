import Foundation

extension CGRect {
    /// The part of the rectangle inside `other`; nil when they share no area. Both must have no negative sizes: the
    /// coordinates are read raw, without Foundation's standardizing, for loops over many rectangles.
    package func overlap(with other: CGRect) -> CGRect? {
        let left = Swift.max(origin.x, other.origin.x), right = Swift.min(origin.x + size.width, other.origin.x + other.size.width)
        let top = Swift.max(origin.y, other.origin.y), bottom = Swift.min(origin.y + size.height, other.origin.y + other.size.height)
        return left < right && top < bottom ? CGRect(x: left, y: top, width: right - left, height: bottom - top) : nil
    }

    /// Calls `body` with the rectangle less `inner`, a part of it, as at most four rectangles: the bands above and
    /// below `inner`, then the sides beside it.
    package func forEachPiece(outside inner: CGRect, _ body: (CGRect) -> Void) {
        let (minX, minY, maxX, maxY) = (origin.x, origin.y, origin.x + size.width, origin.y + size.height)
        let (innerMaxX, innerMaxY) = (inner.origin.x + inner.size.width, inner.origin.y + inner.size.height)
        if inner.origin.y > minY { body(CGRect(x: minX, y: minY, width: size.width, height: inner.origin.y - minY)) }
        if innerMaxY < maxY { body(CGRect(x: minX, y: innerMaxY, width: size.width, height: maxY - innerMaxY)) }
        if inner.origin.x > minX { body(CGRect(x: minX, y: inner.origin.y, width: inner.origin.x - minX, height: inner.size.height)) }
        if innerMaxX < maxX { body(CGRect(x: innerMaxX, y: inner.origin.y, width: maxX - innerMaxX, height: inner.size.height)) }
    }
}
