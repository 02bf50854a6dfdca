extension UIWindowScene {
    /// The animations a window scene can close with; Apple's raw values.
    public enum DismissalAnimation: Int, Sendable {
        case standard = 1
        case commit = 2
        case decline = 3
    }
}
