extension UIButton.Configuration {
    /// How a configured button rounds its background's corners.
    public enum CornerStyle: Int, Hashable, Sendable {
        /// The background's own `cornerRadius`, unchanged.
        case fixed = -1
        /// A radius that follows the button size.
        case dynamic = 0
        case small = 1
        case medium = 2
        case large = 3
        /// Ends rounded to half the height.
        case capsule = 4
    }
}
