import CoreGraphics

/// A range of floating-point values.
public struct UIFloatRange: Hashable, Sendable {
    public var minimum: CGFloat
    public var maximum: CGFloat

    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    public init() {
        self.init(minimum: 0, maximum: 0)
    }

    public static let zero = UIFloatRange()
    /// From minus to plus infinity.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
