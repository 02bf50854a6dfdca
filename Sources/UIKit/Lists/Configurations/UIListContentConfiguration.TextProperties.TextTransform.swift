extension UIListContentConfiguration.TextProperties {
    /// A change of case applied to a list text when drawn, as grouped headers draw theirs in capitals.
    public enum TextTransform: Hashable, Sendable {
        case none
        case uppercase
        case lowercase
        case capitalized
    }
}
