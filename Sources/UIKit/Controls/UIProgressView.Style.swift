import CoreGraphics

extension UIProgressView {
    /// How a progress view is drawn, with Apple's raw values.
    public enum Style: Int, Sendable {
        /// A 4-point bar with rounded ends, for content areas.
        case `default` = 0
        /// A 2.5-point bar with square ends, to run along the edge of a toolbar or navigation bar.
        case bar = 1

        /// The height the bar is drawn at when the view's height is left to it.
        var height: CGFloat {
            switch self {
            case .default: 4
            case .bar: 2.5
            }
        }
    }
}
