extension UITableView {
    /// How inserted, deleted and reloaded rows appear and disappear. Every animation other than `none` fades the
    /// row here; rows that stay glide to their new places.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }
}
