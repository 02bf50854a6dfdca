extension UITextField {
    /// The border a text field draws around its text.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }
}
