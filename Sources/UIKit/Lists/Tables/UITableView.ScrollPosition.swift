extension UITableView {
    /// Where `scrollToRow(at:at:animated:)` puts the row: `none` scrolls as little as needed to show it.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }
}
