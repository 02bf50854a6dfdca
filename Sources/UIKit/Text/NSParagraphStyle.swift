import CoreGraphics
import Foundation

/// How the lines of a paragraph are aligned, spaced and indented.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// First: Core Foundation reads it when the style is an attribute value.
    private let coreFoundationInfo = CoreFoundationInfo()
    /// The style with every value at its default: natural alignment, no spacing or indents, word wrapping.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    open internal(set) var alignment: NSTextAlignment = .natural
    /// Space added between the bottom of one line and the top of the next, in points.
    open internal(set) var lineSpacing: CGFloat = 0
    /// Space added after the paragraph's last line, in points.
    open internal(set) var paragraphSpacing: CGFloat = 0
    /// Space added before the paragraph's first line, in points.
    open internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// A factor for each line's natural height; 0 means none.
    open internal(set) var lineHeightMultiple: CGFloat = 0
    /// The least height of a line; 0 means none.
    open internal(set) var minimumLineHeight: CGFloat = 0
    /// The greatest height of a line; 0 means none.
    open internal(set) var maximumLineHeight: CGFloat = 0
    /// Where the paragraph's first line starts, from the leading edge.
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    /// Where the paragraph's other lines start, from the leading edge.
    open internal(set) var headIndent: CGFloat = 0
    /// Where lines end: from the leading edge when positive, from the trailing edge when 0 or negative.
    open internal(set) var tailIndent: CGFloat = 0
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// The direction the paragraph is written in; natural follows its language.
    open internal(set) var baseWritingDirection: NSWritingDirection = .natural
    /// Whether a line that would be truncated, but overflows its width by no more than 5% (AppKit's documented
    /// tightening factor), has the space between its characters reduced to fit whole instead; off by default.
    open internal(set) var allowsDefaultTighteningForTruncation = false

    /// The writing direction of `languageName` (an ISO language code), or of the user's language when nil.
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        let language = languageName ?? Locale.preferredLanguages.first ?? "en"
        return Locale.Language(identifier: language).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    public required override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { copy(as: NSParagraphStyle.self) }

    open func mutableCopy(with zone: NSZone? = nil) -> Any { copy(as: NSMutableParagraphStyle.self) }

    private func copy<Style: NSParagraphStyle>(as type: Style.Type) -> Style {
        let copy = Style()
        copy.alignment = alignment
        (copy.lineSpacing, copy.paragraphSpacing, copy.paragraphSpacingBefore) = (lineSpacing, paragraphSpacing, paragraphSpacingBefore)
        (copy.lineHeightMultiple, copy.minimumLineHeight, copy.maximumLineHeight) = (lineHeightMultiple, minimumLineHeight, maximumLineHeight)
        (copy.firstLineHeadIndent, copy.headIndent, copy.tailIndent) = (firstLineHeadIndent, headIndent, tailIndent)
        copy.lineBreakMode = lineBreakMode
        copy.baseWritingDirection = baseWritingDirection
        copy.allowsDefaultTighteningForTruncation = allowsDefaultTighteningForTruncation
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return alignment == other.alignment && lineSpacing == other.lineSpacing && paragraphSpacing == other.paragraphSpacing
            && paragraphSpacingBefore == other.paragraphSpacingBefore && lineHeightMultiple == other.lineHeightMultiple
            && minimumLineHeight == other.minimumLineHeight && maximumLineHeight == other.maximumLineHeight
            && firstLineHeadIndent == other.firstLineHeadIndent && headIndent == other.headIndent
            && tailIndent == other.tailIndent && lineBreakMode == other.lineBreakMode
            && baseWritingDirection == other.baseWritingDirection
            && allowsDefaultTighteningForTruncation == other.allowsDefaultTighteningForTruncation
    }

    open override var hash: Int { alignment.hashValue ^ lineSpacing.hashValue ^ headIndent.hashValue }
}
