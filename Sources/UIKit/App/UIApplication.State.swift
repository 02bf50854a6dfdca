extension UIApplication {
    /// Whether the app is in the foreground and receiving events.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground but not receiving events: launching, or resigning as a window closes.
        case inactive
        /// Not on screen.
        case background
    }
}
