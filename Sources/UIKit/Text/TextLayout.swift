import CoreGraphics

/// Text broken into lines that fit a width, the way `UILabel` wraps and truncates.
package struct TextLayout {
    package struct Line: Equatable {
        package var text: String
        package var width: CGFloat
        /// How much closer each character stands to the one before it: a line that overflows its width by little is
        /// tightened to fit instead of truncated, where that is allowed.
        package var tightening: CGFloat = 0
    }

    /// How far a line may overflow its width and still be tightened to fit it, as a fraction of the width: AppKit's
    /// documented default `tighteningFactorForTruncation`. Text wider than that is truncated untightened.
    package static let tighteningFactor: CGFloat = 0.05

    package let font: UIFont
    package private(set) var lines: [Line] = []

    /// Lays out `text` in lines no wider than `width` (`.greatestFiniteMagnitude` for no limit).
    /// - Parameters:
    ///   - numberOfLines: The most lines to use; 0 means as many as needed.
    ///   - allowsTightening: Whether a line that would be truncated, but overflows `width` by no more than
    ///     `tighteningFactor`, has its characters moved closer together to fit whole instead.
    package init(text: String, font: UIFont, width: CGFloat, numberOfLines: Int, lineBreakMode: NSLineBreakMode,
                 allowsTightening: Bool = false) {
        self.font = font
        let wraps = numberOfLines != 1
        let charWrap = lineBreakMode == .byCharWrapping
        var broken: [String] = []
        // What joined each line to the next one of its paragraph, for a truncated last line that takes the rest back.
        var joints: [String] = []
        var paragraphOfLine: [Int] = []
        for (index, paragraph) in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).enumerated() {
            let wrapped = wraps ? Self.wrap(paragraph, width: width, byCharacter: charWrap, measure: measure) : [(paragraph, "")]
            broken += wrapped.map(\.text)
            joints += wrapped.map(\.joint)
            paragraphOfLine += Array(repeating: index, count: wrapped.count)
        }
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        let truncated = broken.count > limit
        // A last line that stands for paragraphs cut off below it needs its ellipsis, however well it fits.
        let hidesParagraphs = truncated && paragraphOfLine.last != paragraphOfLine[limit - 1]
        if truncated {
            // A truncated last line shows as much of the rest of its paragraph as fits before the ellipsis, as UILabel fills it.
            if Self.truncation(lineBreakMode, wraps: wraps) != nil {
                for line in broken.indices.dropFirst(limit) where paragraphOfLine[line] == paragraphOfLine[limit - 1] {
                    broken[limit - 1] += joints[line - 1] + broken[line]
                }
            }
            broken.removeLast(broken.count - limit)
        }
        lines = broken.enumerated().map { index, text in
            let isLast = index == broken.count - 1
            let lineWidth = measure(text)
            if lineWidth > width || (isLast && truncated), let mode = Self.truncation(lineBreakMode, wraps: wraps) {
                if allowsTightening, !(isLast && hidesParagraphs), let tightened = Self.tightened(text, width: lineWidth, room: width) {
                    return tightened
                }
                let shortened = Self.truncate(text, width: width, mode: mode, forceEllipsis: isLast && truncated, measure: measure)
                return Line(text: shortened, width: measure(shortened))
            }
            return Line(text: text, width: lineWidth)
        }
    }

    package var lineHeight: CGFloat { font.lineHeight }

    /// The size of the laid-out text: the widest line by the height of all lines.
    package var size: CGSize {
        CGSize(width: lines.map(\.width).max() ?? 0, height: CGFloat(lines.count) * lineHeight)
    }

    private func measure(_ text: String) -> CGFloat {
        text.isEmpty ? 0 : Platform.fontEngine.width(of: text, face: font.face, pointSize: font.pointSize)
    }

    private enum Truncation { case head, middle, tail }

    /// Wrapping text truncates only its last line, at the tail, whichever truncating mode is set, as UILabel does.
    private static func truncation(_ mode: NSLineBreakMode, wraps: Bool) -> Truncation? {
        switch mode {
        case .byTruncatingTail: .tail
        case .byTruncatingHead: wraps ? .tail : .head
        case .byTruncatingMiddle: wraps ? .tail : .middle
        case .byWordWrapping, .byCharWrapping, .byClipping: nil
        }
    }

    /// Greedy line breaking at spaces, and between Chinese, Japanese and Korean letters (see
    /// `Character.allowsLineBreak(before:)`); a word wider than the line breaks between characters, as
    /// `.byWordWrapping` does. Linear in the paragraph's length: each distinct word and character is measured once, a
    /// line's width is estimated as the sum of its pieces, and only a line whose estimate lies within a space's width
    /// of the limit (where kerning and overhangs could tip it) is measured whole.
    ///
    /// - Returns: The lines, each with what joined it to the next line in the paragraph: a space, or nothing where
    ///   the line broke between letters.
    private static func wrap(_ paragraph: String, width: CGFloat, byCharacter: Bool,
                             measure: (String) -> CGFloat) -> [(text: String, joint: String)] {
        let gap = measure(" ")
        let tolerance = max(gap, 1)
        var widths: [Substring: CGFloat] = [:]
        func pieceWidth(_ piece: Substring) -> CGFloat {
            if let known = widths[piece] { return known }
            let measured = measure(String(piece))
            widths[piece] = measured
            return measured
        }
        func fits(_ estimate: CGFloat, _ text: @autoclosure () -> String) -> Bool {
            if estimate <= width - tolerance { return true }
            if estimate > width + tolerance { return false }
            return measure(text()) <= width
        }

        // Each piece with what separates it from the piece before: a space, or nothing.
        var pieces: [(text: Substring, joint: String)] = []
        if byCharacter {
            pieces = paragraph.indices.map { (paragraph[$0...$0], "") }
        } else {
            for word in paragraph.split(separator: " ") {
                var start = word.startIndex
                for index in word.indices.dropFirst() where word[word.index(before: index)].allowsLineBreak(before: word[index]) {
                    pieces.append((word[start..<index], start == word.startIndex ? " " : ""))
                    start = index
                }
                pieces.append((word[start...], start == word.startIndex ? " " : ""))
            }
        }
        var lines: [(text: String, joint: String)] = []
        // The line being filled, joined into one string only when it is measured whole or ends.
        var current: [(text: Substring, joint: String)] = []
        func joined(_ pieces: [(text: Substring, joint: String)]) -> String {
            pieces.enumerated().map { $0.offset == 0 ? String($0.element.text) : $0.element.joint + $0.element.text }.joined()
        }
        var estimate: CGFloat = 0
        for (piece, joint) in pieces {
            let candidate = current.isEmpty ? pieceWidth(piece) : estimate + (joint.isEmpty ? 0 : gap) + pieceWidth(piece)
            if fits(candidate, joined(current + [(piece, joint)])) {
                current.append((piece, joint))
                estimate = candidate
                continue
            }
            if !current.isEmpty { lines.append((joined(current), joint)) }
            current = [(piece, joint)]
            estimate = pieceWidth(piece)
            // A single word too long for a line of its own is split wherever it overflows.
            guard !byCharacter, piece.count > 1, !fits(estimate, String(piece)) else { continue }
            let characters = Array(piece)
            var start = 0
            while start < characters.count {
                var end = start + 1, chunkWidth = pieceWidth(Substring(String(characters[start])))
                while end < characters.count {
                    let next = chunkWidth + pieceWidth(Substring(String(characters[end])))
                    guard fits(next, String(characters[start...end])) else { break }
                    chunkWidth = next
                    end += 1
                }
                if end == characters.count {
                    current = [(Substring(String(characters[start...])), "")]
                    estimate = chunkWidth
                } else {
                    lines.append((String(characters[start..<end]), ""))
                }
                start = end
            }
        }
        lines.append((joined(current), ""))
        return lines
    }

    /// `text`, `width` wide, tightened evenly between its characters to fill `room`, when it overflows `room` by no
    /// more than `tighteningFactor`; nil otherwise, and for text whose characters are reordered for display.
    private static func tightened(_ text: String, width: CGFloat, room: CGFloat) -> Line? {
        let gaps = text.count - 1
        guard gaps > 0, room > 0, width <= room * (1 + tighteningFactor), !BidirectionalLine.needsReordering(text) else { return nil }
        return Line(text: text, width: room, tightening: (width - room) / CGFloat(gaps))
    }

    private static func truncate(_ text: String, width: CGFloat, mode: Truncation, forceEllipsis: Bool,
                                 measure: (String) -> CGFloat) -> String {
        let ellipsis = "\u{2026}"
        let characters = Array(text)
        func candidate(keeping count: Int) -> String {
            switch mode {
            case .tail:
                return String(characters.prefix(count)).trimmingCharacters(in: .whitespaces) + ellipsis
            case .head:
                return ellipsis + String(characters.suffix(count)).trimmingCharacters(in: .whitespaces)
            case .middle:
                let head = (count + 1) / 2
                return String(characters.prefix(head)).trimmingCharacters(in: .whitespaces) + ellipsis
                    + String(characters.suffix(count - head)).trimmingCharacters(in: .whitespaces)
            }
        }
        // The longest kept part that fits with the ellipsis; fitting is monotonic in length, so bisect.
        var low = 0, high = forceEllipsis ? characters.count : characters.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if measure(candidate(keeping: mid)) <= width { low = mid } else { high = mid - 1 }
        }
        return candidate(keeping: low)
    }
}
