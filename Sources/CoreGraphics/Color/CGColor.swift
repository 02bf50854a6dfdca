/// An immutable color: gray or RGB components followed by alpha, or an image tiled as a pattern.
///
/// Two colors are equal when their color space models and components are equal, and for patterns their tiles.
public final class CGColor: Hashable, Sendable {
    private let storage: [CGFloat]
    /// The color space the components are in.
    public let colorSpace: CGColorSpace?
    /// For a pattern color, the image it repeats and how many of its pixels make a point.
    package let patternTile: (image: CGImage, scale: CGFloat)?

    private init(storage: [CGFloat], colorSpace: CGColorSpace, patternTile: (image: CGImage, scale: CGFloat)? = nil) {
        self.storage = storage.map { Swift.min(Swift.max($0, 0), 1) }
        self.colorSpace = colorSpace
        self.patternTile = patternTile
    }

    /// A pattern color that repeats `image`, `scale` pixels to a point, from the origin of the space it fills,
    /// upright: what `UIColor(patternImage:)` makes. Its one component is its alpha.
    package convenience init(patternImage image: CGImage, scale: CGFloat, alpha: CGFloat = 1) {
        self.init(storage: [alpha], colorSpace: CGColorSpace(name: nil, model: .pattern), patternTile: (image, scale))
    }

    /// Whether what the color fills hides what is under it.
    package var isOpaque: Bool {
        alpha == 1 && (patternTile?.image.hasOnlyOpaquePixels ?? true)
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
        return CGColor(storage: changed, colorSpace: colorSpace ?? .namedSRGB, patternTile: patternTile)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The color as sRGB red, green, blue and alpha, which is what Cairo takes; a pattern's is black at its alpha,
    /// for the uses that take one color (text, shadows, gradients), which draw a pattern as black here.
    package var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        switch storage.count {
        case 1: (0, 0, 0, storage[0])
        case 2: (storage[0], storage[0], storage[0], storage[1])
        default: (storage[0], storage[1], storage[2], storage[3])
        }
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        // Views that share a color share the object, which the compositor compares for every layer it draws.
        lhs === rhs || lhs.storage == rhs.storage && lhs.colorSpace?.model == rhs.colorSpace?.model
            && lhs.patternTile?.image === rhs.patternTile?.image && lhs.patternTile?.scale == rhs.patternTile?.scale
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage)
        hasher.combine(patternTile.map { ObjectIdentifier($0.image) })
    }
}
