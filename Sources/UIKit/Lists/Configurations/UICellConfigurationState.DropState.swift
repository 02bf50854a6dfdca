extension UICellConfigurationState {
    /// Whether a drag in progress would drop onto the cell.
    public enum DropState: Sendable, Hashable {
        case none
        /// A drag is on, but not over this cell.
        case notTargeted
        case targeted
    }
}
