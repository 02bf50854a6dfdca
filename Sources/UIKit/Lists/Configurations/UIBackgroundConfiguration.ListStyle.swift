extension UIBackgroundConfiguration {
    /// The list background a configuration started from, which decides its colors in each state.
    enum ListStyle: Hashable {
        case plainCell, groupedCell, sidebarCell, plainHeaderFooter, groupedHeaderFooter

        /// The fill in a state; nil is the tint.
        func color(selected: Bool, highlighted: Bool) -> UIColor? {
            switch self {
            case .plainCell: highlighted ? .systemGray4 : .systemBackground
            case .groupedCell: highlighted ? .systemGray4 : .secondarySystemGroupedBackground
            case .sidebarCell: selected ? nil : highlighted ? .systemGray4 : .clear
            case .plainHeaderFooter: .systemBackground
            case .groupedHeaderFooter: .clear
            }
        }

        /// Whether `color` is one the style itself chose, which a new state may replace.
        func isAutomatic(_ color: UIColor?) -> Bool {
            let chosen = [false, true].flatMap { selected in [false, true].map { self.color(selected: selected, highlighted: $0) } }
            return chosen.contains { $0 === color }
        }
    }
}
