import CoreGraphics

extension UIActivityIndicatorView {
    /// The size and default color of an activity indicator, with Apple's raw values.
    public enum Style: Int, Sendable {
        /// A 20-point indicator in the system's secondary gray.
        case medium = 100
        /// A 37-point indicator in the system's secondary gray.
        case large = 101
        /// A 37-point white indicator; deprecated on iOS 13 in favour of `large` with a white `color`.
        case whiteLarge = 0
        /// A 20-point white indicator; deprecated on iOS 13 in favour of `medium` with a white `color`.
        case white = 1
        /// A 20-point gray indicator; deprecated on iOS 13 in favour of `medium`.
        case gray = 2

        /// The side of the square the spokes fill.
        var side: CGFloat {
            switch self {
            case .large, .whiteLarge: 37
            case .medium, .white, .gray: 20
            }
        }

        /// The color the spokes take while `color` is unset: the deprecated styles kept their old colors, so
        /// code written for a white indicator on a dark background still shows one.
        var defaultColor: UIColor {
            switch self {
            case .medium, .large: .secondaryLabel
            case .white, .whiteLarge: .white
            case .gray: .gray
            }
        }
    }
}
