import Foundation

/// The content of a list row, header or footer as one value: an image, a text and a secondary text, with the
/// fonts, colors and spacing of one of the system's list styles.
///
/// Start from a style (`cell()`, `subtitleCell()`, `valueCell()`, `groupedHeader()`…), set the content, and give it
/// to a cell's `contentConfiguration` or to a `UIListContentView`. `updated(for:)` adapts what was left to the
/// style to a state (a selected sidebar row turns its text and image white), never what the app set itself.
@preconcurrency @MainActor
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The system style a configuration started from: what its defaults and its looks in each state come from.
    enum Style: Hashable {
        case cell, subtitleCell, valueCell
        case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
        case header, footer, plainHeader, plainFooter, groupedHeader, groupedFooter
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader, sidebarHeader
    }

    let style: Style

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    /// The primary text; setting it clears `attributedText`.
    public var text: String? {
        get { attributedTextStorage?.string ?? textStorage }
        set { (textStorage, attributedTextStorage) = (newValue, nil) }
    }
    /// The primary text with attributes of its own, which win over `textProperties`; setting it clears `text`.
    public var attributedText: NSAttributedString? {
        get { attributedTextStorage }
        set { (textStorage, attributedTextStorage) = (nil, newValue?.copy() as? NSAttributedString) }
    }
    public var textProperties: TextProperties
    public var secondaryText: String? {
        get { secondaryAttributedTextStorage?.string ?? secondaryTextStorage }
        set { (secondaryTextStorage, secondaryAttributedTextStorage) = (newValue, nil) }
    }
    public var secondaryAttributedText: NSAttributedString? {
        get { secondaryAttributedTextStorage }
        set { (secondaryTextStorage, secondaryAttributedTextStorage) = (nil, newValue?.copy() as? NSAttributedString) }
    }
    public var secondaryTextProperties: TextProperties
    /// The axes along which a content view keeps its superview's layout margins (a cell's) where they are wider
    /// than these: both, as on iOS.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    /// The space around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the secondary text goes beside the text, at the trailing edge, when both fit on one line.
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 16 {
        didSet { imageToTextPadding = checkedFinite(imageToTextPadding, imageToTextPadding, keeping: oldValue, for: "imageToTextPadding") }
    }
    public var textToSecondaryTextHorizontalPadding: CGFloat = 16 {
        didSet {
            textToSecondaryTextHorizontalPadding = checkedFinite(textToSecondaryTextHorizontalPadding, textToSecondaryTextHorizontalPadding,
                                                                 keeping: oldValue, for: "textToSecondaryTextHorizontalPadding")
        }
    }
    public var textToSecondaryTextVerticalPadding: CGFloat = 3 {
        didSet {
            textToSecondaryTextVerticalPadding = checkedFinite(textToSecondaryTextVerticalPadding, textToSecondaryTextVerticalPadding,
                                                               keeping: oldValue, for: "textToSecondaryTextVerticalPadding")
        }
    }

    /// The opacity of the image and texts, leaving the view's own alpha to whoever holds it.
    public var alpha: CGFloat = 1 {
        didSet { alpha = checkedFinite(alpha, alpha, keeping: oldValue, for: "alpha") }
    }

    private var textStorage: String?
    private var secondaryTextStorage: String?
    // NSAttributedString is not Sendable, but these are immutable copies, replaced whole, so equality and hashing
    // may read them from anywhere.
    nonisolated(unsafe) private var attributedTextStorage: NSAttributedString?
    nonisolated(unsafe) private var secondaryAttributedTextStorage: NSAttributedString?

    init(style: Style) {
        self.style = style
        let body = UIFont.preferredFont(forTextStyle: .body), subheadline = UIFont.preferredFont(forTextStyle: .subheadline)
        let footnote = UIFont.preferredFont(forTextStyle: .footnote), headline = UIFont.preferredFont(forTextStyle: .headline)
        let row = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        textProperties = TextProperties(font: body, color: .label)
        secondaryTextProperties = TextProperties(font: subheadline, color: .label)
        directionalLayoutMargins = row
        switch style {
        case .cell, .sidebarCell, .accompaniedSidebarCell:
            break
        case .subtitleCell, .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell:
            secondaryTextProperties.automaticColor = .secondaryLabel
        case .valueCell:
            secondaryTextProperties = TextProperties(font: body, color: .secondaryLabel)
            prefersSideBySideTextAndSecondaryText = true
        case .header, .plainHeader:
            textProperties = TextProperties(font: headline, color: .label)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        case .footer, .plainFooter:
            textProperties = TextProperties(font: footnote, color: .secondaryLabel)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        case .groupedHeader:
            textProperties = TextProperties(font: footnote, color: .secondaryLabel, transform: .uppercase)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16)
        case .groupedFooter:
            textProperties = TextProperties(font: footnote, color: .secondaryLabel)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16)
        case .prominentInsetGroupedHeader:
            textProperties = TextProperties(font: .systemFont(ofSize: 20, weight: .bold), color: .label)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16)
        case .extraProminentInsetGroupedHeader:
            textProperties = TextProperties(font: .systemFont(ofSize: 22, weight: .bold), color: .label)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16)
        case .sidebarHeader:
            textProperties = TextProperties(font: headline, color: .label)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 6, trailing: 16)
        }
    }

    /// A row with an image and a text.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(style: .cell) }
    /// A row with a text and, under it, a smaller secondary text.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .subtitleCell) }
    /// A row with a text and, at the trailing edge, a gray secondary text (a setting and its value).
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .valueCell) }
    /// A sidebar row; selected, it draws its text and image white on the tinted background.
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarCell) }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarSubtitleCell) }
    /// A sidebar row beside a secondary column.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .accompaniedSidebarCell) }
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarSubtitleCell)
    }
    /// A header for the list's style; here, that of a plain list.
    public static func header() -> UIListContentConfiguration { UIListContentConfiguration(style: .header) }
    /// A footer for the list's style; here, that of a plain list.
    public static func footer() -> UIListContentConfiguration { UIListContentConfiguration(style: .footer) }
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainHeader) }
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainFooter) }
    /// A grouped list's header: small gray capitals.
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .groupedHeader) }
    public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: .groupedFooter) }
    /// An inset grouped list's header in a large bold font.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .prominentInsetGroupedHeader)
    }
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .extraProminentInsetGroupedHeader)
    }
    public static func sidebarHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarHeader) }

    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration for `state`: a selected or highlighted sidebar row draws what the app left to the style
    /// in white; other styles look the same in every state.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        var updated = self
        let base = UIListContentConfiguration(style: style)
        let emphasized = [.sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell].contains(style)
            && state.isSelectedOrHighlighted
        updated.textProperties.automaticColor = emphasized ? .white : base.textProperties.automaticColor
        updated.secondaryTextProperties.automaticColor = emphasized ? .white : base.secondaryTextProperties.automaticColor
        updated.imageProperties.automaticTintColor = emphasized ? .white : nil
        return updated
    }
}
