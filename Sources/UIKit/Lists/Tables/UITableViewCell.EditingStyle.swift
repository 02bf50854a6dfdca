extension UITableViewCell {
    /// The control a row shows while its table edits: a red delete button or a green insert one.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }
}
