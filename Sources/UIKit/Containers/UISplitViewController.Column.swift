extension UISplitViewController {
    /// A column of a column-style split view; `compact` is what shows alone in compact width, if set.
    public enum Column: Int, Sendable {
        case primary, supplementary, secondary, compact
    }
}
