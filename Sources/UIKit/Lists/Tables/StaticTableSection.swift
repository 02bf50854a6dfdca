/// A section of a storyboard table's static cells: the cells, made once with the table, and the section's titles.
@MainActor
package struct StaticTableSection {
    package var cells: [UITableViewCell]
    package var headerTitle: String?
    package var footerTitle: String?
}
