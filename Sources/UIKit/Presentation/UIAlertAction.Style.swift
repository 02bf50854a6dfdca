extension UIAlertAction {
    /// How an action's button looks and where it goes.
    public enum Style: Int, Sendable {
        case `default` = 0
        /// Bold, and last (or alone in its own group in an action sheet); at most one per alert.
        case cancel
        /// Red, for an action that destroys data.
        case destructive
    }
}
