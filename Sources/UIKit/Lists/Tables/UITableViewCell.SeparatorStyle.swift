extension UITableViewCell {
    /// Whether a table view draws lines between its rows.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }
}
