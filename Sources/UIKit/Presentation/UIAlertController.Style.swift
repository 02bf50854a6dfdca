extension UIAlertController {
    /// How an alert controller is shown.
    public enum Style: Int, Sendable {
        /// Slides up from the bottom in compact width; a popover from its source in regular width.
        case actionSheet = 0
        /// A centered card over a dimmed screen.
        case alert
    }
}
