extension UITableViewCell {
    /// The four classic layouts of a cell's `textLabel`, `detailTextLabel` and `imageView`.
    public enum CellStyle: Int, Sendable {
        /// An image and a label, left aligned; no detail label.
        case `default`
        /// The label on the left, the detail label right aligned in gray.
        case value1
        /// A right-aligned blue label in a narrow column, then the detail label.
        case value2
        /// The label with the detail label under it in smaller gray text.
        case subtitle
    }
}
