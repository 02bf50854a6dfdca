import CoreGraphics

extension UIImage {
    /// The size of a symbol image beside text of its point size, with Apple's raw values.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified, small, medium, large

        /// The symbol's size relative to the medium scale.
        var factor: CGFloat {
            switch self {
            case .small: 0.78
            case .large: 1.29
            case .default, .unspecified, .medium: 1
            }
        }
    }
}
