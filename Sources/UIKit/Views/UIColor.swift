import CoreGraphics

/// A color in the sRGB space, with components from 0 to 1.
open class UIColor: NSObject, NSCopying, @unchecked Sendable {
    /// First: Core Foundation reads it when the color is an attribute value.
    private let coreFoundationInfo = CoreFoundationInfo()
    /// Always sRGB red, green, blue and alpha; a dynamic color's values for the current traits.
    private let rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    /// For a dynamic color, the color it is in given traits.
    private let provider: ((UITraitCollection) -> UIColor)?
    /// A system color's name, which dynamic colors compare by, as UIKit's named colors do; others are equal only to
    /// themselves.
    private var systemName: String?
    /// For a pattern color, the pattern its `cgColor` is.
    private var pattern: CGColor?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = Self.finite((red, green, blue, alpha), "red, green, blue and alpha")
        provider = nil
        super.init()
    }

    /// The color of a `#colorLiteral(red:green:blue:alpha:)`, whose components are sRGB, as Xcode writes them.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A color that is whatever `dynamicProvider` returns for the traits it is resolved in.
    ///
    /// `cgColor` and the component getters resolve it with `UITraitCollection.current` (the drawn view's traits while
    /// a view draws); a view's background resolves with the view's traits and again when its appearance changes.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        rgba = dynamicProvider(Self.lightTraits).rgba
        provider = dynamicProvider
        super.init()
    }

    /// The system color `name`, with Apple's values for the light and the dark appearance.
    package convenience init(light: UIColor, dark: UIColor, name: String) {
        self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
        systemName = name
    }

    private static let lightTraits = UITraitCollection(userInterfaceStyle: .light)

    /// Whether the color depends on traits.
    package var isDynamic: Bool { provider != nil }

    /// The components in the current traits.
    private var components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        provider.map { $0(.current).components } ?? rgba
    }

    /// The color in `traitCollection`: itself, unless it is dynamic.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
    }

    /// A color from Display P3 components, converted to the sRGB space every color is kept in here.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func linear(_ c: CGFloat) -> CGFloat { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encoded(_ c: CGFloat) -> CGFloat { c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055 }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        self.init(red: encoded(1.2249401 * r - 0.2249404 * g), green: encoded(-0.0420569 * r + 1.0420571 * g),
                  blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b), alpha: alpha)
    }

    /// The color named `name` in an asset catalog (`.xcassets`) among the app's resources, dynamic when the color
    /// set has a dark appearance; nil if there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The color named `name` in the catalogs of `bundle` (the app's resources when nil), resolved for `traitCollection`
    /// when one is given.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let color = AssetCatalog.color(named: name, in: ResourceDirectories.directories(of: bundle)) else { return nil }
        if let traitCollection {
            let resolved = color.resolvedColor(with: traitCollection)
            self.init(red: resolved.rgba.red, green: resolved.rgba.green, blue: resolved.rgba.blue, alpha: resolved.rgba.alpha)
        } else {
            self.init(dynamicProvider: { color.resolvedColor(with: $0) })
        }
    }

    /// Components with anything that is not a finite number replaced by 0, reported: it would poison every blend.
    private static func finite(_ c: (CGFloat, CGFloat, CGFloat, CGFloat), _ names: String) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        guard c.0.isFinite, c.1.isFinite, c.2.isFinite, c.3.isFinite else {
            reportMisuse("UIColor: the \(names) components must be finite numbers, not \(c); using 0 for each that is not.")
            func zeroed(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
            return (zeroed(c.0), zeroed(c.1), zeroed(c.2), zeroed(c.3))
        }
        return c
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (hue, saturation, brightness, alpha) = Self.finite((hue, saturation, brightness, alpha), "hue, saturation, brightness and alpha")
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let v = brightness
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A color that repeats `image` at its size in points, upright, from the origin of whatever it fills: a view's
    /// background tiles from the view's top-left corner. As on iOS it has no red, green or blue components (the
    /// getters return false) and an alpha of 1.
    public convenience init(patternImage image: UIImage) {
        self.init(cgColor: image.cgImage.map { CGColor(patternImage: $0, scale: image.scale) } ?? CGColor.clear)
    }

    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 1]
        if cgColor.patternTile != nil {
            self.init(red: 0, green: 0, blue: 0, alpha: cgColor.alpha)
            pattern = cgColor
        } else if c.count >= 4 {
            self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        } else {
            self.init(white: c[0], alpha: c.count > 1 ? c[1] : 1)
        }
    }

    /// Creates a color from 0–255 sRGB components, as Apple's system palette is published.
    package convenience init(rgb red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    public var cgColor: CGColor {
        if let pattern { return pattern }
        let c = components
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// The color with `alpha`; a dynamic color stays dynamic.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let pattern { return UIColor(cgColor: pattern.copy(alpha: alpha) ?? pattern) }
        guard let provider else { return UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha) }
        let color = UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) })
        color.systemName = systemName.map { "\($0) alpha \(alpha)" }
        return color
    }

    /// The alpha component of the color.
    package var alpha: CGFloat { components.alpha }

    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard pattern == nil else { return false }
        let c = components
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// Reports the gray level; false, as on iOS, when the color is not a gray.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = components
        guard pattern == nil, c.red == c.green, c.green == c.blue else { return false }
        white?.pointee = c.red
        alpha?.pointee = c.alpha
        return true
    }

    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard pattern == nil else { return false }
        let c = components
        let (r, g, b) = (c.red, c.green, c.blue)
        let maximum = max(r, g, b), minimum = min(r, g, b), delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == r { h = (g - b) / delta } else if maximum == g { h = 2 + (b - r) / delta } else { h = 4 + (r - g) / delta }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum == 0 ? 0 : delta / maximum
        brightness?.pointee = maximum
        alpha?.pointee = c.alpha
        return true
    }

    /// Colors are equal when their components are, as on iOS; dynamic colors when they are the same system color
    /// (with the same alpha), or the same object.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if isDynamic || other.isDynamic { return self === other || systemName != nil && systemName == other.systemName }
        return rgba == other.rgba && pattern == other.pattern
    }

    open override var hash: Int {
        if isDynamic { return systemName?.hashValue ?? ObjectIdentifier(self).hashValue }
        var hasher = Hasher()
        hasher.combine(rgba.red)
        hasher.combine(rgba.green)
        hasher.combine(rgba.blue)
        hasher.combine(rgba.alpha)
        hasher.combine(pattern)
        return hasher.finalize()
    }

    /// Colors are immutable, so a copy is the color itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override var description: String {
        if let tile = pattern?.patternTile { return "UIColor(patternImage: \(tile.image.width)x\(tile.image.height) pixels, scale \(tile.scale))" }
        return "UIColor(red: \(rgba.red), green: \(rgba.green), blue: \(rgba.blue), alpha: \(rgba.alpha))"
    }
}
