extension UIListContentConfiguration.TextProperties {
    /// Where a list text sits across its width.
    public enum TextAlignment: Hashable, Sendable {
        /// Leading: left in left-to-right languages.
        case natural
        case center
        case justified

        var textAlignment: NSTextAlignment {
            switch self {
            case .natural: .natural
            case .center: .center
            case .justified: .justified
            }
        }
    }
}
