import Foundation

/// How a list section of a compositional layout looks: its appearance, separators, background and whether the
/// section's first item or a supplementary view is its header, and the actions its rows show when swiped.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// Gives the actions a row shows when swiped from one edge; nil or no actions, and the row does not swipe.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    public enum Appearance: Int, Sendable {
        case plain
        case grouped
        case insetGrouped
        case sidebar
        case sidebarPlain
    }

    public enum HeaderMode: Int, Sendable {
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader` heads each section.
        case supplementary
        /// The section's first item is its header.
        case firstItemInSection
    }

    public enum FooterMode: Int, Sendable {
        case none
        case supplementary
    }

    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    public var appearance: Appearance
    public var showsSeparators = true
    /// How every row's separators look.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Gives one row's separators, from the list's.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background; nil takes the appearance's.
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Extra space above each section's header; nil takes the appearance's.
    public var headerTopPadding: CGFloat?
    /// The actions a row shows when swiped toward the trailing edge from the leading one (to the right).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a row shows when swiped toward the leading edge (to the left).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The separators of the row at `indexPath`.
    package func separators(at indexPath: IndexPath) -> UIListSeparatorConfiguration {
        itemSeparatorHandler?(indexPath, separatorConfiguration) ?? separatorConfiguration
    }

    /// The background the list shows behind its rows.
    package var resolvedBackgroundColor: UIColor {
        backgroundColor ?? (appearance == .grouped || appearance == .insetGrouped ? .systemGroupedBackground : .systemBackground)
    }

    package var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
}

extension NSCollectionLayoutSection {
    /// A section laid out as a list of `configuration`: full-width rows as tall as their content (44 points by
    /// estimate), with the configuration's header and footer.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let grouped = configuration.isGrouped
        let side: CGFloat = configuration.appearance == .insetGrouped ? 20 : configuration.appearance == .sidebar ? 10 : 0
        section.contentInsets = NSDirectionalEdgeInsets(top: grouped && configuration.headerMode != .supplementary ? 35 : 0,
                                                        leading: side, bottom: grouped ? 0 : 0, trailing: side)
        var boundaries: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(grouped ? 38 + (configuration.headerTopPadding ?? 17) : 28)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            boundaries.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundaries.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundaries
        section.listConfiguration = configuration
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
