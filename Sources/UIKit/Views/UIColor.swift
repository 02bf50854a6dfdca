import CoreGraphics

/// A color in the sRGB space, with components from 0 to 1.
open class UIColor: NSObject, NSCopying, @unchecked Sendable {
    /// Always sRGB red, green, blue and alpha.
    private let rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = Self.finite((red, green, blue, alpha), "red, green, blue and alpha")
        super.init()
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

    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 1]
        if c.count >= 4 {
            self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        } else {
            self.init(white: c[0], alpha: c.count > 1 ? c[1] : 1)
        }
    }

    /// Creates a color from 0–255 sRGB components, as Apple's system palette is published.
    package convenience init(rgb red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    public var cgColor: CGColor { CGColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha) }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha)
    }

    /// The alpha component of the color.
    package var alpha: CGFloat { rgba.alpha }

    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = rgba.red
        green?.pointee = rgba.green
        blue?.pointee = rgba.blue
        alpha?.pointee = rgba.alpha
        return true
    }

    /// Reports the gray level; false, as on iOS, when the color is not a gray.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard rgba.red == rgba.green, rgba.green == rgba.blue else { return false }
        white?.pointee = rgba.red
        alpha?.pointee = rgba.alpha
        return true
    }

    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (r, g, b) = (rgba.red, rgba.green, rgba.blue)
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
        alpha?.pointee = rgba.alpha
        return true
    }

    /// Colors are equal when their components are, as on iOS.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return rgba == other.rgba
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(rgba.red)
        hasher.combine(rgba.green)
        hasher.combine(rgba.blue)
        hasher.combine(rgba.alpha)
        return hasher.finalize()
    }

    /// Colors are immutable, so a copy is the color itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override var description: String {
        "UIColor(red: \(rgba.red), green: \(rgba.green), blue: \(rgba.blue), alpha: \(rgba.alpha))"
    }
}
