extension UISplitViewController {
    /// The column layout: the classic two-pane interface, or two or three columns.
    public enum Style: Int, Sendable {
        case unspecified, doubleColumn, tripleColumn
    }
}
