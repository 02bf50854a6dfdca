/// The backgrounds of list rows, headers and footers, and how they look selected and highlighted.
extension UIBackgroundConfiguration {
    /// A plain list's row: the system background, gray while highlighted or selected.
    public static func listPlainCell() -> UIBackgroundConfiguration { list(.plainCell) }
    /// A grouped list's row: white (dark gray in dark mode) on the grouped background, gray while highlighted or selected.
    public static func listGroupedCell() -> UIBackgroundConfiguration { list(.groupedCell) }
    /// A sidebar row: clear, rounded, the tint while selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration { list(.sidebarCell) }
    /// A sidebar row beside a secondary column, drawn as `listSidebarCell()`.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { list(.sidebarCell) }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { list(.plainHeaderFooter) }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { list(.groupedHeaderFooter) }
    /// A sidebar's header: clear, as a grouped list's, over the sidebar's own background.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { list(.groupedHeaderFooter) }
    /// A row for the list's style; here, that of a plain list.
    public static func listCell() -> UIBackgroundConfiguration { list(.plainCell) }
    public static func listHeader() -> UIBackgroundConfiguration { list(.plainHeaderFooter) }
    public static func listFooter() -> UIBackgroundConfiguration { list(.plainHeaderFooter) }

    private static func list(_ style: ListStyle) -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.listStyle = style
        configuration.backgroundColor = style.color(selected: false, highlighted: false)
        if style == .sidebarCell { configuration.cornerRadius = 10 }
        return configuration
    }

    /// The background for `state`: a list style's color for it (selection gray, or the tint in a sidebar), where
    /// the app left the color to the style.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        guard let listStyle, listStyle.isAutomatic(backgroundColor) else { return self }
        var updated = self
        updated.backgroundColor = listStyle.color(selected: state.isSelected, highlighted: state.isSelectedOrHighlighted)
        return updated
    }
}
