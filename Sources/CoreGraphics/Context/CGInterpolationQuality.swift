@_implementationOnly import CCairo

/// How much effort to spend smoothing images drawn at other than their natural size.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0
    case none = 1
    case low = 2
    case high = 3
    case medium = 4

    /// The Cairo filter for this quality: nearest, bilinear, good (which also downscales
    /// properly in Cairo 1.16) or best.
    var cairoFilter: cairo_filter_t {
        switch self {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_BILINEAR
        case .default, .medium: CAIRO_FILTER_GOOD
        case .high: CAIRO_FILTER_BEST
        }
    }
}
