import Foundation

// The comparisons CoreGraphics declares for Objective-C callers, which Swift code written against it still uses.

extension CGPoint {
    /// Whether the two points are the same; `==` by another name.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are the same; `==` by another name.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles cover the same area: compared standardized, so a negative width or height
    /// describes the same rectangle as its positive counterpart.
    public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}
