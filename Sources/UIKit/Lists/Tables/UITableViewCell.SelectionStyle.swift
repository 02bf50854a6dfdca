extension UITableViewCell {
    /// How a cell looks while selected: every style but `none` shows the gray selected background.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }
}
