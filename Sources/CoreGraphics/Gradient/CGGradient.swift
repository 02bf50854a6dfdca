/// An immutable sequence of colors at locations from 0 to 1, for linear and radial fills.
public final class CGGradient: Sendable {
    /// A color at a location, as sRGB components Cairo's color stops take.
    struct Stop {
        var location: CGFloat
        var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    }

    /// The stops in ascending location order.
    let stops: [Stop]

    private init?(colors: [(CGFloat, CGFloat, CGFloat, CGFloat)], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else { return nil }
        let count = colors.count
        stops = colors.indices.map { index in
            let location = locations.map { $0[index] } ?? (count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1))
            let (red, green, blue, alpha) = colors[index]
            return Stop(location: location, red: red, green: green, blue: blue, alpha: alpha)
        }.sorted { $0.location < $1.location }
    }

    /// Creates a gradient from colors, spaced evenly when `locations` is nil. The color space is ignored.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        self.init(colors: colors.map { $0.rgba }, locations: locations)
    }

    /// Creates a gradient from a `CFArray` of colors, as iOS code writes it (`[top, bottom] as CFArray`); nil when an
    /// element is not a `CGColor`.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        guard let colors = colors as? [CGColor] else { return nil }
        self.init(colorsSpace: space, colors: colors, locations: locations)
    }

    /// Creates a gradient from `count` colors of `space.numberOfComponents + 1` components each.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        let stride = space.numberOfComponents + 1
        guard count > 0, space.model == .rgb || space.model == .monochrome else { return nil }
        let colors = (0..<count).map { index in
            let c = components + index * stride
            return space.model == .rgb ? (c[0], c[1], c[2], c[3]) : (c[0], c[0], c[0], c[1])
        }
        self.init(colors: colors, locations: locations)
    }
}
