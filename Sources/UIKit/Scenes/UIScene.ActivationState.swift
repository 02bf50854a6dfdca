extension UIScene {
    /// The states a scene goes through, with Apple's raw values.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen but not receiving events: entering the foreground, or interrupted.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }
}
