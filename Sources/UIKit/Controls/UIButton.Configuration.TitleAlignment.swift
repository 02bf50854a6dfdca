extension UIButton.Configuration {
    /// How the title and subtitle line up with each other.
    public enum TitleAlignment: Int, Hashable, Sendable {
        /// Centered above or below an image, leading otherwise.
        case automatic = 0
        case leading = 1
        case center = 2
        case trailing = 3
    }
}
