extension UIControl {
    /// How a control places its content along its height.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }
}
