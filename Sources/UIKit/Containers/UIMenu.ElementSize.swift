extension UIMenu {
    /// How large a menu's items show, with Apple's raw values.
    public enum ElementSize: Int, Sendable {
        case small, medium, large
        /// The size the system chooses for where the menu shows.
        case automatic = -1
    }
}
