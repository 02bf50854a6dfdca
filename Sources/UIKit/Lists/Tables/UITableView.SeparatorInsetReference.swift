extension UITableView {
    /// What `separatorInset` is measured from; accepted and kept, the insets being taken from the cell's edges.
    public enum SeparatorInsetReference: Int, Sendable {
        case fromCellEdges, fromAutomaticInsets
    }
}
