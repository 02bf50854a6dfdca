extension UITextField {
    /// When an overlay (the clear button, the left or right view) shows.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }
}
