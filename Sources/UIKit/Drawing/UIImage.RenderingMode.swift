extension UIImage {
    /// Whether an image draws in its own colors or as a template in the tint color.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }
}
