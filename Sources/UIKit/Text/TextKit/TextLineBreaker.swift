import CoreGraphics
import Foundation

/// One laid-out line of a text storage: the characters it holds (trailing spaces and its line break included)
/// and the styled fragments drawn for them.
package struct LineFragment {
    package var range: NSRange
    /// The fragments, with tops and baselines from the top of the text container.
    package var line: RichTextLayout.Line
    /// Where each fragment's text starts in the storage.
    package var fragmentLocations: [Int]
    package var startsParagraph: Bool
    /// The paragraph style of the paragraph the line belongs to, which its first character sets.
    package var paragraph: NSParagraphStyle
    /// Space above the line before its top: paragraph spacing or line spacing.
    package var spacingBefore: CGFloat
    /// Space the paragraph leaves after its last line.
    package var paragraphSpacingAfter: CGFloat
    /// Stays the same while the line's drawing does, so a view showing it redraws only when this changes.
    package var identity: Int

    package var bottom: CGFloat { line.top + line.height }
    package var endsParagraph: Bool
}

/// Greedy line breaking over a text storage, one line at a time, so an edit lays out only the lines it changed.
///
/// Lines break after spaces, which hang at the end of the line; a word wider than a line breaks between
/// characters. Word widths are cached by font, since typing measures the same words again and again.
package struct TextLineBreaker {
    private struct WidthKey: Hashable {
        var face: String
        var pointSize: CGFloat
        var text: Substring
    }

    private var widths: [WidthKey: CGFloat] = [:]
    private static let cacheLimit = 16384
    private var nextIdentity = 0

    package init() {}

    package mutating func newIdentity() -> Int {
        nextIdentity += 1
        return nextIdentity
    }

    package mutating func width(of text: Substring, style: RichTextLayout.Style) -> CGFloat {
        if let attachment = style.attachment { return attachment.layoutBounds.width + style.kern }
        let key = WidthKey(face: style.font.face, pointSize: style.font.pointSize, text: text)
        let width: CGFloat
        if let cached = widths[key] {
            width = cached
        } else {
            if widths.count > Self.cacheLimit { widths.removeAll(keepingCapacity: true) }
            width = Platform.fontEngine.width(of: String(text), face: style.font.face, pointSize: style.font.pointSize)
            widths[key] = width
        }
        return width + style.kern * CGFloat(text.count)
    }

    /// A paragraph's alignment, natural resolved by its writing direction, else by the text's direction.
    private func alignment(of paragraph: NSParagraphStyle, in source: Source) -> NSTextAlignment {
        guard paragraph.alignment == .natural else { return paragraph.alignment }
        let rightToLeft = paragraph.baseWritingDirection == .natural ? source.rightToLeft : paragraph.baseWritingDirection == .rightToLeft
        return rightToLeft ? .right : .natural
    }

    /// The text and attributes lines are broken from.
    package struct Source {
        let storage: NSAttributedString
        let string: String
        let defaultFont: UIFont
        let defaultColor: UIColor
        /// The room for text on a line, lines' padding taken off, and the padding.
        let width: CGFloat
        let padding: CGFloat

        /// Ranges shown as links besides those with a `.link` attribute, in order, and how links look.
        let links: [NSRange]
        let linkAttributes: [NSAttributedString.Key: Any]
        /// Whether natural alignment is right alignment, as in a right-to-left view.
        let rightToLeft: Bool

        package init(storage: NSAttributedString, defaultFont: UIFont, defaultColor: UIColor, width: CGFloat, padding: CGFloat,
                     links: [NSRange] = [], linkAttributes: [NSAttributedString.Key: Any] = [:], rightToLeft: Bool = false) {
            self.storage = storage
            string = storage.string
            self.defaultFont = defaultFont
            self.defaultColor = defaultColor
            self.width = width
            self.padding = padding
            self.links = links
            self.linkAttributes = linkAttributes
            self.rightToLeft = rightToLeft
        }

        var length: Int { storage.length }

        /// The last style read, which the next lines of a paragraph in one style read again.
        private final class LastStyle {
            var style: (RichTextLayout.Style, NSRange, NSParagraphStyle)?
        }

        private let last = LastStyle()

        /// The style at `location` and how far it goes, link attributes applied over links.
        func style(at location: Int, paragraph: NSParagraphStyle) -> (RichTextLayout.Style, NSRange) {
            if let (style, range, stylesParagraph) = last.style, stylesParagraph === paragraph, NSLocationInRange(location, range) {
                return (style, range)
            }
            let found = readStyle(at: location, paragraph: paragraph)
            last.style = (found.0, found.1, paragraph)
            return found
        }

        private func readStyle(at location: Int, paragraph: NSParagraphStyle) -> (RichTextLayout.Style, NSRange) {
            var range = NSRange()
            var attributes = storage.attributes(at: location, effectiveRange: &range)
            if attributes[.link] != nil {
                attributes.merge(linkAttributes) { $1 }
            } else if let link = links.first(where: { NSLocationInRange(location, $0) }) {
                attributes.merge(linkAttributes) { $1 }
                range = NSIntersectionRange(range, link)
            } else if let next = links.first(where: { $0.location > location }), next.location < range.location + range.length {
                range.length = next.location - range.location
            }
            return (RichTextLayout.Style(attributes, defaultFont: defaultFont, defaultColor: defaultColor, defaultParagraph: paragraph), range)
        }

        /// The style a line starting at `location` (perhaps the end of the text) takes for its paragraph and height.
        func styleOfEmptyLine(at location: Int) -> RichTextLayout.Style {
            if length == 0 { return RichTextLayout.Style([:], defaultFont: defaultFont, defaultColor: defaultColor, defaultParagraph: .default) }
            return style(at: min(location, length - 1), paragraph: .default).0
        }

        func paragraphStyle(at location: Int) -> NSParagraphStyle {
            guard length > 0 else { return .default }
            return storage.attribute(.paragraphStyle, at: min(location, length - 1), effectiveRange: nil) as? NSParagraphStyle ?? .default
        }
    }

    /// The line that starts at `start`, whose top is not yet placed: `line.top` is 0.
    package mutating func line(from start: Int, startsParagraph: Bool, paragraph givenParagraph: NSParagraphStyle?,
                               in source: Source) -> LineFragment {
        let paragraph = startsParagraph || givenParagraph == nil ? source.paragraphStyle(at: start) : givenParagraph!
        let indent = startsParagraph ? paragraph.firstLineHeadIndent : paragraph.headIndent
        let end = paragraph.tailIndent > 0 ? paragraph.tailIndent : source.width + paragraph.tailIndent
        let room = max(0, end - indent)

        var fragments: [RichTextLayout.Fragment] = [], locations: [Int] = []
        var lineWidth: CGFloat = 0
        // Spaces wait until a word follows them on the line; spaces that end a line hang past its width.
        var pendingSpaces: [(RichTextLayout.Fragment, Int)] = []
        var pendingWidth: CGFloat = 0
        var word: [(RichTextLayout.Fragment, Int)] = []
        var wordWidth: CGFloat = 0
        var location = start, lineEnd: Int?, endsParagraph = false

        let utf16 = source.string.utf16
        var index = utf16.index(utf16.startIndex, offsetBy: start)
        var (style, run) = source.length > start ? source.style(at: start, paragraph: paragraph) : (source.styleOfEmptyLine(at: start), NSRange())

        // Each word and space is a fragment of its own, as in labels: a word's image is drawn once and reused
        // wherever the word shows again, so typing renders only the word typed into.
        func place(_ pieces: [(RichTextLayout.Fragment, Int)]) {
            for (var fragment, at) in pieces {
                fragment.x = lineWidth
                lineWidth += fragment.width
                fragments.append(fragment)
                locations.append(at)
            }
        }
        /// Ends the word being read: on this line if it fits, else the line ends before it (or, alone on the line,
        /// inside it). Returns whether the line ended.
        func finishWord() -> Bool {
            defer { word = []; wordWidth = 0 }
            guard !word.isEmpty else { return false }
            if lineWidth + pendingWidth + wordWidth <= room || (fragments.isEmpty && pendingSpaces.isEmpty && wordWidth <= room) {
                place(pendingSpaces)
                pendingSpaces = []
                pendingWidth = 0
                place(word)
                return false
            }
            if !fragments.isEmpty || !pendingSpaces.isEmpty {
                lineEnd = word[0].1
                return true
            }
            // A word wider than the line: as many characters as fit, at least one.
            var pieces: [(RichTextLayout.Fragment, Int)] = []
            var used: CGFloat = 0
            outer: for (fragment, at) in word {
                var offset = at
                for character in fragment.text {
                    let text = Substring(String(character))
                    let characterWidth = width(of: text, style: fragment.style)
                    if used + characterWidth > room, !pieces.isEmpty {
                        lineEnd = offset
                        break outer
                    }
                    pieces.append((RichTextLayout.Fragment(text: String(character), style: fragment.style, x: 0, width: characterWidth), offset))
                    used += characterWidth
                    offset += character.utf16.count
                }
            }
            place(pieces)
            return lineEnd != nil
        }

        // The character before, across runs, where a line may break between Chinese, Japanese or Korean letters.
        var previous: Character?
        while location < source.length, lineEnd == nil {
            if location >= run.location + run.length { (style, run) = source.style(at: location, paragraph: paragraph) }
            let runEnd = utf16.index(index, offsetBy: run.location + run.length - location)
            var pieceStart = index, pieceLocation = location
            func endPiece(at end: String.Index) {
                guard pieceStart < end else { return }
                let text = source.string[pieceStart..<end]
                let fragmentWidth = width(of: text, style: style)
                word.append((RichTextLayout.Fragment(text: String(text), style: style, x: 0, width: fragmentWidth), pieceLocation))
                wordWidth += fragmentWidth
            }
            var cursor = index
            while cursor < runEnd {
                let character = source.string[cursor]
                let next = source.string.index(after: cursor)
                let characterLocation = location + utf16.distance(from: index, to: cursor)
                if character == "\n" || character == "\r\n" || character == "\u{2029}" {
                    endPiece(at: cursor)
                    if finishWord() { break }
                    lineEnd = characterLocation + character.utf16.count
                    endsParagraph = true
                    break
                } else if character == " " || character == "\t" {
                    endPiece(at: cursor)
                    if finishWord() { break }
                    let spaceWidth = width(of: source.string[cursor..<next], style: style)
                    pendingSpaces.append((RichTextLayout.Fragment(text: String(character), style: style, x: 0, width: spaceWidth), characterLocation))
                    pendingWidth += spaceWidth
                    pieceStart = next
                    pieceLocation = characterLocation + character.utf16.count
                } else if style.attachment != nil {
                    endPiece(at: cursor)
                    pieceStart = cursor
                    pieceLocation = characterLocation
                    endPiece(at: next)
                    pieceStart = next
                    pieceLocation = characterLocation + character.utf16.count
                } else if let previous, previous.allowsLineBreak(before: character) {
                    // A word ends here, as at a space, but nothing stands between it and the next.
                    endPiece(at: cursor)
                    if finishWord() { break }
                    pieceStart = cursor
                    pieceLocation = characterLocation
                }
                previous = character
                cursor = next
            }
            if lineEnd != nil { break }
            endPiece(at: runEnd)
            location = run.location + run.length
            index = runEnd
        }
        if lineEnd == nil, finishWord() == false { lineEnd = source.length }
        let rangeEnd = lineEnd ?? source.length
        let metrics = RichTextLayout.verticalMetrics(of: fragments, emptyStyle: fragments.first?.style ?? style, paragraph: paragraph)
        let line = RichTextLayout.Line(fragments: RichTextLayout.visuallyPlaced(fragments), width: lineWidth, top: 0, height: metrics.height, baseline: metrics.baseline,
                                       indent: source.padding + indent, room: room, alignment: alignment(of: paragraph, in: source))
        return LineFragment(range: NSRange(location: start, length: rangeEnd - start), line: line, fragmentLocations: locations,
                            startsParagraph: startsParagraph, paragraph: paragraph,
                            spacingBefore: startsParagraph ? paragraph.paragraphSpacingBefore : paragraph.lineSpacing,
                            paragraphSpacingAfter: paragraph.paragraphSpacing, identity: newIdentity(),
                            endsParagraph: endsParagraph || rangeEnd == source.length)
    }
}
