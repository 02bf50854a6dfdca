import CoreGraphics

/// The shadow a background configuration casts around its shape.
@preconcurrency @MainActor
public struct UIShadowProperties: Hashable {
    public var color: UIColor = .black
    /// 0, the default, casts no shadow.
    public var opacity: CGFloat = 0 {
        didSet { opacity = checkedFinite(opacity, opacity, keeping: oldValue, for: "UIShadowProperties.opacity") }
    }
    /// The blur radius, in points.
    public var radius: CGFloat = 0 {
        didSet { radius = checkedFinite(radius, radius, keeping: oldValue, for: "UIShadowProperties.radius") }
    }
    public var offset = CGSize.zero {
        didSet { offset = checkedFinite(offset, offset.width, offset.height, keeping: oldValue, for: "UIShadowProperties.offset") }
    }
    /// The shape casting the shadow, in the background's coordinates; nil is the background's rounded rectangle.
    // UIBezierPath is not Sendable, but equality and hashing only read its identity, which is safe from anywhere.
    nonisolated(unsafe) public var path: UIBezierPath?

    init() {}
}
