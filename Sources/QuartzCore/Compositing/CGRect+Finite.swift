import CoreGraphics

extension CGRect {
    /// The rectangle with its edges brought within `CGRect.infinite`, or null where an edge is not a number.
    ///
    /// Every layer's own geometry is finite, but a chain of transforms can still overflow to an infinity (a huge
    /// position under a huge scale), and Foundation's rectangle functions trap on such values.
    package var finite: CGRect {
        let edges = [origin.x, origin.x + size.width, origin.y, origin.y + size.height]
        guard !edges.contains(where: \.isNaN) else { return .null }
        if edges.allSatisfy(\.isFinite) { return self }
        let limit = CGRect.infinite.maxX
        let clamped = edges.map { Swift.min(Swift.max($0, -limit), limit) }
        return CGRect(x: Swift.min(clamped[0], clamped[1]), y: Swift.min(clamped[2], clamped[3]),
                      width: abs(clamped[1] - clamped[0]), height: abs(clamped[3] - clamped[2]))
    }
}
