extension UICellConfigurationState {
    /// Where a cell is in being dragged.
    public enum DragState: Sendable, Hashable {
        case none
        /// Lifting off the list, before the drag starts.
        case lifting
        case dragging
    }
}
