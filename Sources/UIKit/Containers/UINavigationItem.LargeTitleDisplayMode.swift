extension UINavigationItem {
    /// Whether the bar shows this item's title large when the bar prefers large titles.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// Like the item below it in the stack (large for a root item).
        case automatic
        case always
        case never
    }
}
