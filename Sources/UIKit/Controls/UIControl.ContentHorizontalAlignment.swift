extension UIControl {
    /// How a control places its content across its width.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }
}
