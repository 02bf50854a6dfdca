extension UIBarButtonItem {
    /// How a bar button item's title is set: `.done` is semibold, for the action that completes a task.
    public enum Style: Int, Sendable {
        case plain
        case done = 2
    }
}
