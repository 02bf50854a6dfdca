import CoreGraphics

extension UITableView {
    /// A height worked out by the table view: a self-sizing row's from Auto Layout, a header's from its title.
    public static let automaticDimension: CGFloat = -1
}
