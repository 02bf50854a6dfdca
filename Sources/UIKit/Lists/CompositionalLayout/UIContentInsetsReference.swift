import Foundation

/// The edges a compositional layout section's content insets are measured from.
public enum UIContentInsetsReference: Int, Sendable {
    /// As the layout decides: here, the content area inside the scroll view's adjusted content insets.
    case automatic
    /// The collection view's own edges.
    case none
    case safeArea
    case layoutMargins
    /// The readable width of the layout margins: at most 672 points, centered.
    case readableContent
}
