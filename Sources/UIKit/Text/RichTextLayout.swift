import CoreGraphics
import Foundation

/// Attributed text broken into lines of styled fragments: mixed fonts and colors, kerning, baseline offsets,
/// underlines, backgrounds, shadows, inline attachments and paragraph styles.
///
/// Lines break greedily at spaces, a word too wide for a line breaks between characters, and a limited number
/// of lines ends in an ellipsis, as UILabel and `NSAttributedString.draw(in:)` lay attributed text out.
package struct RichTextLayout {
    /// The attributes of a run, with defaults filled in.
    package struct Style {
        var font: UIFont
        var color: UIColor
        var kern: CGFloat = 0
        var background: UIColor?
        var underline: NSUnderlineStyle = []
        var underlineColor: UIColor?
        var strikethrough: NSUnderlineStyle = []
        var strikethroughColor: UIColor?
        var baselineOffset: CGFloat = 0
        var shadow: NSShadow?
        var attachment: NSTextAttachment?
        var paragraph: NSParagraphStyle

        init(_ attributes: [NSAttributedString.Key: Any], defaultFont: UIFont, defaultColor: UIColor, defaultParagraph: NSParagraphStyle,
             overridingFont: UIFont? = nil, overridingColor: UIColor? = nil) {
            func number(_ key: NSAttributedString.Key) -> CGFloat? {
                (attributes[key] as? CGFloat) ?? (attributes[key] as? Double).map { CGFloat($0) } ?? (attributes[key] as? Int).map { CGFloat($0) }
                    ?? (attributes[key] as? NSNumber).map { CGFloat($0.doubleValue) }
            }
            func lineStyle(_ key: NSAttributedString.Key) -> NSUnderlineStyle {
                (attributes[key] as? NSUnderlineStyle) ?? NSUnderlineStyle(rawValue: Int(number(key) ?? 0))
            }
            font = overridingFont ?? attributes[.font] as? UIFont ?? defaultFont
            color = overridingColor ?? attributes[.foregroundColor] as? UIColor ?? defaultColor
            kern = number(.kern).flatMap { $0.isFinite ? $0 : nil } ?? 0
            background = attributes[.backgroundColor] as? UIColor
            underline = lineStyle(.underlineStyle)
            underlineColor = attributes[.underlineColor] as? UIColor
            strikethrough = lineStyle(.strikethroughStyle)
            strikethroughColor = attributes[.strikethroughColor] as? UIColor
            baselineOffset = number(.baselineOffset).flatMap { $0.isFinite ? $0 : nil } ?? 0
            shadow = attributes[.shadow] as? NSShadow
            attachment = attributes[.attachment] as? NSTextAttachment
            paragraph = attributes[.paragraphStyle] as? NSParagraphStyle ?? defaultParagraph
        }

        /// How far the fragment reaches above and below the baseline.
        var extent: (ascent: CGFloat, descent: CGFloat) {
            if let attachment {
                let bounds = attachment.layoutBounds
                return (bounds.maxY + baselineOffset, -(bounds.minY + baselineOffset))
            }
            return (font.ascender + baselineOffset, -font.descender - baselineOffset)
        }
    }

    /// A piece of a line in one style.
    package struct Fragment {
        package var text: String
        package var style: Style
        /// Where the fragment starts, from the line's start.
        package var x: CGFloat
        package var width: CGFloat
    }

    package struct Line {
        package var fragments: [Fragment]
        package var width: CGFloat
        /// The line's top and baseline, from the top of the text.
        package var top: CGFloat
        package var height: CGFloat
        package var baseline: CGFloat
        /// Where the line's room starts, from the leading edge, and how wide it is, for alignment.
        package var indent: CGFloat
        package var room: CGFloat
        package var alignment: NSTextAlignment
    }

    package private(set) var lines: [Line] = []

    /// The laid-out text's size: its widest line, indents included, by the bottom of its last line.
    package var size: CGSize {
        CGSize(width: lines.map { $0.indent + $0.width }.max() ?? 0, height: lines.last.map { $0.top + $0.height } ?? 0)
    }

    /// Lines laid out elsewhere, to draw and measure as one layout.
    package init(lines: [Line]) {
        self.lines = lines
    }

    private enum Token {
        case word([Fragment])
        case space(Fragment)
        case paragraphBreak(Style)
    }

    /// Lays out `text` in lines no wider than `width`, at most `numberOfLines` of them (0: any number), the last
    /// of a cut text ending in an ellipsis. Defaults fill in missing attributes; overrides replace every run's.
    /// A single line that would be cut tightens to fit instead where `allowsTightening` or its paragraph style's
    /// `allowsDefaultTighteningForTruncation` lets it (see `tightened(_:room:)`).
    package init(_ text: NSAttributedString, width: CGFloat, numberOfLines: Int = 0,
                 defaultFont: UIFont = .systemFont(ofSize: 12), defaultColor: UIColor = .black,
                 defaultParagraph: NSParagraphStyle = .default, overridingFont: UIFont? = nil, overridingColor: UIColor? = nil,
                 allowsTightening: Bool = false) {
        self.init(runs: text.runs, width: width, numberOfLines: numberOfLines, defaultFont: defaultFont, defaultColor: defaultColor,
                  defaultParagraph: defaultParagraph, overridingFont: overridingFont, overridingColor: overridingColor,
                  allowsTightening: allowsTightening)
    }

    /// A stretch of text with one set of attributes.
    package struct Run {
        package var text: String
        package var attributes: [NSAttributedString.Key: Any]

        package init(text: String, attributes: [NSAttributedString.Key: Any]) {
            self.text = text
            self.attributes = attributes
        }
    }

    /// Lays out runs of text as `init(_:width:…)` lays out an attributed string's: without making one, since
    /// Foundation on Linux never frees an `NSAttributedString`'s storage.
    package init(runs: [Run], width: CGFloat, numberOfLines: Int = 0,
                 defaultFont: UIFont = .systemFont(ofSize: 12), defaultColor: UIColor = .black,
                 defaultParagraph: NSParagraphStyle = .default, overridingFont: UIFont? = nil, overridingColor: UIColor? = nil,
                 allowsTightening: Bool = false) {
        var tokens: [Token] = []
        var word: [Fragment] = []
        func flush() {
            if !word.isEmpty { tokens.append(.word(word)) }
            word = []
        }
        var lastStyle = Style([:], defaultFont: defaultFont, defaultColor: defaultColor, defaultParagraph: defaultParagraph)
        // The character before, across runs, where a line may break between Chinese, Japanese or Korean letters.
        var previous: Character?
        for run in runs {
            let style = Style(run.attributes, defaultFont: defaultFont, defaultColor: defaultColor, defaultParagraph: defaultParagraph,
                              overridingFont: overridingFont, overridingColor: overridingColor)
            lastStyle = style
            var piece = ""
            func endPiece() {
                if !piece.isEmpty { word.append(Fragment(text: piece, style: style, x: 0, width: 0)) }
                piece = ""
            }
            for character in run.text {
                if character == "\n" || character == " " {
                    endPiece()
                    flush()
                    tokens.append(character == " " ? .space(Fragment(text: " ", style: style, x: 0, width: 0)) : .paragraphBreak(style))
                } else {
                    if let previous, previous.allowsLineBreak(before: character) {
                        endPiece()
                        flush()
                    }
                    piece.append(character)
                }
                previous = character
            }
            endPiece()
        }
        flush()
        lines = Self.breakLines(tokens, width: width, lastStyle: lastStyle)
        if numberOfLines == 1, let first = lines.first, lines.count > 1 || first.width > first.room,
           allowsTightening || first.fragments.first?.style.paragraph.allowsDefaultTighteningForTruncation == true,
           // The text on one line, unless it has more than one paragraph, whose later ones the ellipsis stands for.
           case let unwrapped = Self.breakLines(tokens, width: .greatestFiniteMagnitude, lastStyle: lastStyle), unwrapped.count == 1,
           let tightened = Self.tightened(unwrapped[0], room: first.room) {
            lines = [tightened]
        } else if numberOfLines > 0, lines.count > numberOfLines {
            lines.removeLast(lines.count - numberOfLines)
            lines[numberOfLines - 1] = Self.ellipsized(lines[numberOfLines - 1])
        } else if numberOfLines == 1, let only = lines.first, only.width > only.room {
            lines[0] = Self.ellipsized(only)
        }
    }

    /// A line's height and its baseline below the line's top, from the fragments on it (or, on an empty line, the
    /// style there) and its paragraph's line height settings.
    static func verticalMetrics(of fragments: [Fragment], emptyStyle: Style, paragraph: NSParagraphStyle) -> (height: CGFloat, baseline: CGFloat) {
        var ascent: CGFloat = 0, descent: CGFloat = 0, natural: CGFloat = 0
        for fragment in fragments.isEmpty ? [Fragment(text: "", style: emptyStyle, x: 0, width: 0)] : fragments {
            let extent = fragment.style.extent
            ascent = max(ascent, extent.ascent)
            descent = max(descent, extent.descent)
            if fragment.style.attachment == nil { natural = max(natural, fragment.style.font.lineHeight) }
        }
        natural = max(natural, ascent + descent)
        var height = paragraph.lineHeightMultiple > 0 ? natural * paragraph.lineHeightMultiple : natural
        if paragraph.minimumLineHeight > 0 { height = max(height, paragraph.minimumLineHeight) }
        if paragraph.maximumLineHeight > 0 { height = min(height, paragraph.maximumLineHeight) }
        // Extra height goes above the text, as UIKit adds it.
        return (height, height - natural + ascent)
    }

    static func measured(_ fragment: Fragment) -> Fragment {
        var fragment = fragment
        let count = CGFloat(fragment.text.count)
        if let attachment = fragment.style.attachment {
            fragment.width = attachment.layoutBounds.width + fragment.style.kern
        } else {
            fragment.width = Platform.fontEngine.width(of: fragment.text, face: fragment.style.font.face, pointSize: fragment.style.font.pointSize)
                + fragment.style.kern * count
        }
        return fragment
    }

    /// Greedy line breaking over the paragraphs in `tokens`.
    private static func breakLines(_ tokens: [Token], width: CGFloat, lastStyle: Style) -> [Line] {
        var lines: [Line] = []
        var top: CGFloat = 0
        var paragraphStyle: Style?
        var current: [Fragment] = [], lineWidth: CGFloat = 0, pendingSpaces: [Fragment] = []
        var isFirstLineOfParagraph = true

        func room(for style: NSParagraphStyle) -> (indent: CGFloat, room: CGFloat) {
            let indent = isFirstLineOfParagraph ? style.firstLineHeadIndent : style.headIndent
            let end = style.tailIndent > 0 ? style.tailIndent : width + style.tailIndent
            return (indent, max(0, end - indent))
        }
        func endLine(style: Style) {
            let paragraph = (paragraphStyle ?? style).paragraph
            let (indent, available) = room(for: paragraph)
            let metrics = Self.verticalMetrics(of: current, emptyStyle: style, paragraph: paragraph)
            if let previous = lines.last {
                top = previous.top + previous.height + (isFirstLineOfParagraph
                    ? lastParagraphSpacing + paragraph.paragraphSpacingBefore : paragraph.lineSpacing)
            }
            lines.append(Line(fragments: Self.visuallyPlaced(current), width: lineWidth, top: top, height: metrics.height, baseline: top + metrics.baseline,
                              indent: indent, room: available, alignment: paragraph.alignment))
            current = []
            lineWidth = 0
            pendingSpaces = []
            isFirstLineOfParagraph = false
        }
        var lastParagraphSpacing: CGFloat = 0
        func place(_ fragments: [Fragment]) {
            for var fragment in pendingSpaces + fragments {
                fragment.x = lineWidth
                lineWidth += fragment.width
                current.append(fragment)
            }
            pendingSpaces = []
        }

        for token in tokens {
            switch token {
            case .paragraphBreak(let style):
                endLine(style: paragraphStyle ?? style)
                lastParagraphSpacing = (paragraphStyle ?? style).paragraph.paragraphSpacing
                paragraphStyle = nil
                isFirstLineOfParagraph = true
            case .space(let fragment):
                if paragraphStyle == nil { paragraphStyle = fragment.style }
                if !current.isEmpty { pendingSpaces.append(measured(fragment)) }
            case .word(let fragments):
                if paragraphStyle == nil { paragraphStyle = fragments[0].style }
                let measuredWord = fragments.map(measured)
                let wordWidth = measuredWord.reduce(0) { $0 + $1.width }
                let spaces = pendingSpaces.reduce(0) { $0 + $1.width }
                let available = room(for: paragraphStyle!.paragraph).room
                if current.isEmpty || lineWidth + spaces + wordWidth <= available {
                    if current.isEmpty, wordWidth > available {
                        for (index, piece) in splitByCharacters(measuredWord, room: available).enumerated() {
                            if index > 0 { endLine(style: paragraphStyle!) }
                            place(piece)
                        }
                    } else {
                        place(measuredWord)
                    }
                } else {
                    endLine(style: paragraphStyle!)
                    pendingSpaces = []
                    if wordWidth > room(for: paragraphStyle!.paragraph).room {
                        for (index, piece) in splitByCharacters(measuredWord, room: room(for: paragraphStyle!.paragraph).room).enumerated() {
                            if index > 0 { endLine(style: paragraphStyle!) }
                            place(piece)
                        }
                    } else {
                        place(measuredWord)
                    }
                }
            }
        }
        endLine(style: paragraphStyle ?? lastStyle)
        return lines
    }

    /// A word too wide for any line, cut between characters into pieces that each fit `room`.
    private static func splitByCharacters(_ word: [Fragment], room: CGFloat) -> [[Fragment]] {
        var pieces: [[Fragment]] = [[]]
        var width: CGFloat = 0
        for fragment in word {
            for character in fragment.text {
                let single = measured(Fragment(text: String(character), style: fragment.style, x: 0, width: 0))
                if width + single.width > room, !(pieces[pieces.count - 1].isEmpty) {
                    pieces.append([])
                    width = 0
                }
                var line = pieces[pieces.count - 1]
                if let last = line.last, last.style.font == single.style.font, last.style.color == single.style.color,
                   last.style.attachment == nil, single.style.attachment == nil, last.style.kern == single.style.kern {
                    line[line.count - 1].text += single.text
                    line[line.count - 1].width += single.width
                } else {
                    line.append(single)
                }
                pieces[pieces.count - 1] = line
                width += single.width
            }
        }
        return pieces
    }

    /// `line` with the kerning after each of its characters reduced evenly so that it fills `room`, when it overflows
    /// `room` by no more than `TextLayout.tighteningFactor`; nil when it overflows more.
    static func tightened(_ line: Line, room: CGFloat) -> Line? {
        let count = line.fragments.reduce(0) { $0 + ($1.style.attachment == nil ? $1.text.count : 1) }
        guard count > 0, room > 0, line.width <= room * (1 + TextLayout.tighteningFactor) else { return nil }
        let tightening = (line.width - room) / CGFloat(count)
        var line = line
        line.room = room
        line.width = 0
        for index in line.fragments.indices {
            var fragment = line.fragments[index]
            fragment.style.kern -= tightening
            fragment = measured(fragment)
            fragment.x = line.width
            line.width += fragment.width
            line.fragments[index] = fragment
        }
        return line
    }

    /// `line` ending in an ellipsis, in its last fragment's style, with as much text as fits before it.
    static func ellipsized(_ line: Line) -> Line {
        var line = line
        guard let lastStyle = line.fragments.last?.style else { return line }
        let ellipsis = measured(Fragment(text: "\u{2026}", style: lastStyle, x: 0, width: 0))
        while var last = line.fragments.popLast() {
            line.width = last.x
            if last.style.attachment == nil, !last.text.isEmpty {
                // The longest start of the fragment that fits with the ellipsis; fitting is monotonic, so bisect.
                let characters = Array(last.text)
                var low = 0, high = characters.count
                while low < high {
                    let mid = (low + high + 1) / 2
                    let candidate = measured(Fragment(text: String(characters.prefix(mid)), style: last.style, x: last.x, width: 0))
                    if last.x + candidate.width + ellipsis.width <= line.room { low = mid } else { high = mid - 1 }
                }
                let kept = String(characters.prefix(low)).trimmingCharacters(in: .whitespaces)
                if !kept.isEmpty {
                    last = measured(Fragment(text: kept, style: last.style, x: last.x, width: 0))
                    line.fragments.append(last)
                    line.width = last.x + last.width
                    break
                }
            } else if last.x + last.width + ellipsis.width <= line.room {
                line.fragments.append(last)
                line.width = last.x + last.width
                break
            }
        }
        line.fragments.append(Fragment(text: ellipsis.text, style: ellipsis.style, x: line.width, width: ellipsis.width))
        line.width += ellipsis.width
        return line
    }
}
