/// An immutable color: gray or RGB components followed by alpha.
///
/// Two colors are equal when their color space models and components are equal.
public final class CGColor: Hashable, Sendable {
    private let storage: [CGFloat]
    /// The color space the components are in.
    public let colorSpace: CGColorSpace?

    private init(storage: [CGFloat], colorSpace: CGColorSpace) {
        self.storage = storage.map { Swift.min(Swift.max($0, 0), 1) }
        self.colorSpace = colorSpace
    }

    /// Creates an sRGB color; components are clamped to 0...1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(storage: [red, green, blue, alpha], colorSpace: .namedSRGB)
    }

    /// Creates an sRGB color; components are clamped to 0...1.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a gray color, whose `components` are `[gray, alpha]`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(storage: [gray, alpha], colorSpace: .namedGray)
    }

    /// Creates a color from `colorSpace.numberOfComponents + 1` components, the last being alpha.
    ///
    /// Returns nil for color spaces other than gray and RGB.
    public convenience init?(colorSpace: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard colorSpace.model == .rgb || colorSpace.model == .monochrome else { return nil }
        let count = colorSpace.numberOfComponents + 1
        self.init(storage: Array(UnsafeBufferPointer(start: components, count: count)), colorSpace: colorSpace)
    }

    /// The color's components, alpha last: `[red, green, blue, alpha]` or `[gray, alpha]`.
    public var components: [CGFloat]? { storage }

    /// The number of components including alpha.
    public var numberOfComponents: Int { storage.count }

    /// The color's opacity.
    public var alpha: CGFloat { storage[storage.count - 1] }

    /// Returns a copy of the color.
    public func copy() -> CGColor? { self }

    /// Returns the same color with a different alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        var changed = storage
        changed[changed.count - 1] = alpha
        return CGColor(storage: changed, colorSpace: colorSpace ?? .namedSRGB)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The color as sRGB red, green, blue and alpha, which is what Cairo takes.
    package var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage.count == 2
            ? (storage[0], storage[0], storage[0], storage[1])
            : (storage[0], storage[1], storage[2], storage[3])
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.storage == rhs.storage && lhs.colorSpace?.model == rhs.colorSpace?.model
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage)
    }
}
