import CoreGraphics

/// A section of a storyboard table's static cells: the cells, made once with the table, and the section's titles.
@MainActor
package struct StaticTableSection {
    package var cells: [UITableViewCell]
    /// The heights the file gives cells (`rowHeight` on a cell); nil for a cell that takes the table's.
    package var rowHeights: [CGFloat?]
    package var headerTitle: String?
    package var footerTitle: String?
}
