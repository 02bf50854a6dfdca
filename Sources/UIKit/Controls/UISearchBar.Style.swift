extension UISearchBar {
    /// The search bar's look: `.default` and `.prominent` draw the bar's background, `.minimal` only the field.
    public enum Style: UInt, Sendable {
        case `default`, prominent, minimal
    }
}
