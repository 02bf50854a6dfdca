import Foundation

/// How a list row's separators look: whether the top and bottom ones show, how far they are inset, and their color.
/// A list configuration holds one for all its rows; its `itemSeparatorHandler` can change it row by row.
@preconcurrency @MainActor
public struct UIListSeparatorConfiguration: Equatable {
    public enum Visibility: Int, Sendable {
        /// As the list's appearance has it: a line under each row but the last of a grouped section, none on top.
        case automatic
        case visible
        case hidden
    }

    /// Insets that leave each edge where the list puts it: the leading one level with the row's text, the trailing
    /// one at the row's edge.
    public static let automaticInsets = NSDirectionalEdgeInsets(top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude,
                                                                bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude)

    public var topSeparatorVisibility = Visibility.automatic
    public var bottomSeparatorVisibility = Visibility.automatic
    public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    public var color: UIColor = .separator
    /// The color of the separators of selected rows while several can be selected.
    public var multipleSelectionColor: UIColor = .separator
    /// Accepted; separators are drawn in their color.
    public var visualEffect: UIVisualEffect?

    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
