/// A color space: here always sRGB or its gray counterpart, since Cairo has no color management.
///
/// Any of the named spaces below is accepted so code written for Apple platforms runs, but
/// colors in all of them are treated as sRGB (or sRGB-gamma gray). Apple's names are
/// `CFString`s; here they are `String`s with the same values.
public final class CGColorSpace: Hashable, Sendable {
    /// The name the color space was created with, if any.
    public let name: String?
    /// Whether the space has gray or RGB components.
    public let model: CGColorSpaceModel

    init(name: String?, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
    }

    /// Creates a color space from one of the names declared on `CGColorSpace`, or returns nil for unknown names.
    public convenience init?(name: String) {
        if CGColorSpace.rgbNames.contains(name) {
            self.init(name: name, model: .rgb)
        } else if CGColorSpace.grayNames.contains(name) {
            self.init(name: name, model: .monochrome)
        } else {
            return nil
        }
    }

    /// The number of color components, not counting alpha.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(name)
    }

    /// The standard RGB color space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// Extended-range sRGB; treated as sRGB.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// Linear sRGB; treated as sRGB.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// Display P3; treated as sRGB.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Generic RGB; treated as sRGB.
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// Gray with a 2.2 gamma.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Linear gray; treated as gamma 2.2 gray.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// Extended-range gray; treated as gamma 2.2 gray.
    public static let extendedGray = "kCGColorSpaceExtendedGray"

    private static let rgbNames: Set<String> = [sRGB, extendedSRGB, linearSRGB, displayP3, genericRGBLinear]
    private static let grayNames: Set<String> = [genericGrayGamma2_2, linearGray, extendedGray]

    static let deviceRGB = CGColorSpace(name: nil, model: .rgb)
    static let deviceGray = CGColorSpace(name: nil, model: .monochrome)
    static let namedSRGB = CGColorSpace(name: sRGB, model: .rgb)
    static let namedGray = CGColorSpace(name: genericGrayGamma2_2, model: .monochrome)
}

/// Returns the device-dependent RGB color space, which is sRGB here.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace.deviceRGB
}

/// Returns the device-dependent gray color space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace.deviceGray
}
