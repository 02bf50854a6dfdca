extension UITableView {
    /// How a table view groups its sections: plain rows edge to edge with sticky headers, or grouped sections on a
    /// grouped background, inset and rounded in `insetGrouped`.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }
}
