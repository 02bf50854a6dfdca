extension UITableView {
    /// What a finger on a row presses: the row itself (which highlights and selects), a control of the cell's own,
    /// the editing control, or the detail button.
    package enum PressTarget {
        case row, control, editingControl, detailButton
    }
}
