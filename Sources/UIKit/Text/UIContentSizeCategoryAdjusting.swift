/// A view whose font can follow the user's text size: labels, text fields and text views.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// Whether the view's font, when it is a text style's preferred font or one `UIFontMetrics` scaled, changes size
    /// with the content size category of the view's traits. Off by default.
    var adjustsFontForContentSizeCategory: Bool { get set }
}
