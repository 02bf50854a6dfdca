import CoreGraphics

/// Where the characters of one line of mixed-direction text show, left to right, for carets, selections and taps.
///
/// The line is ordered as the font engine draws it (see ``BidirectionalLine``). A character's leading edge, where a
/// caret before it stands, is its left edge in a left-to-right run and its right edge in a right-to-left one, so a
/// caret moving through Hebrew moves leftwards and a selection of a mixed line can be several spans. Offsets are in
/// UTF-16 code units of the line, as `NSRange` counts them.
package struct VisualLine {
    private struct PlacedRun {
        var run: BidirectionalLine.Run
        var x: CGFloat
        var width: CGFloat
    }

    private let text: String
    private let runs: [PlacedRun]

    /// Places `text`'s runs from x = 0, measuring pieces of it with `width`.
    package init(_ text: String, width: (Substring) -> CGFloat) {
        self.text = text
        var x: CGFloat = 0
        runs = BidirectionalLine(text).runs.map { run in
            let runWidth = width(text[run.range])
            defer { x += runWidth }
            return PlacedRun(run: run, x: x, width: runWidth)
        }
    }

    /// The character offsets where characters start, with the end of the line last.
    package var boundaries: [Int] {
        var offsets: [Int] = []
        var offset = 0
        for character in text {
            offsets.append(offset)
            offset += character.utf16.count
        }
        return offsets + [offset]
    }

    /// The leading and trailing edges of the character at `offset`, measured within its run.
    package func edges(ofCharacterAt offset: Int, width: (Substring) -> CGFloat) -> (leading: CGFloat, trailing: CGFloat)? {
        let index = text.utf16.index(text.startIndex, offsetBy: max(0, min(offset, text.utf16.count)))
        guard index < text.endIndex, let placed = runs.first(where: { $0.run.range.contains(index) }) else { return nil }
        let next = text.index(after: index)
        let before = width(text[placed.run.range.lowerBound..<index]), through = width(text[placed.run.range.lowerBound..<next])
        return placed.run.isRightToLeft ? (placed.x + placed.width - before, placed.x + placed.width - through)
            : (placed.x + before, placed.x + through)
    }

    /// Where a caret at `offset` stands: at the leading edge of the character after it, or at the end of the line
    /// at the trailing edge of the last character.
    package func caretX(at offset: Int, width: (Substring) -> CGFloat) -> CGFloat {
        if let edges = edges(ofCharacterAt: offset, width: width) { return edges.leading }
        guard let last = text.last else { return 0 }
        return edges(ofCharacterAt: text.utf16.count - last.utf16.count, width: width)?.trailing ?? 0
    }

    /// The offset whose caret stands nearest `x`: that of the character under `x` (or nearest it), before it when `x`
    /// is in its leading half and after it otherwise.
    package func offset(atX x: CGFloat, width: (Substring) -> CGFloat) -> Int {
        let starts = boundaries
        var best = (offset: 0, distance: CGFloat.infinity)
        for (start, end) in zip(starts, starts.dropFirst()) {
            guard let edges = edges(ofCharacterAt: start, width: width) else { continue }
            let distance = Self.distance(from: x, to: edges)
            guard distance < best.distance else { continue }
            let isLeadingHalf = abs(x - edges.leading) <= abs(x - edges.trailing)
            best = (isLeadingHalf ? start : end, distance)
        }
        return best.offset
    }

    /// The spans, left to right, that the characters from `start` to `end` cover: one per run they reach, or fewer
    /// where runs they reach lie side by side. (Within a run each character's box begins where the one before ends.)
    package func spans(from start: Int, to end: Int, width: (Substring) -> CGFloat) -> [ClosedRange<CGFloat>] {
        let boxes = boundaries.dropLast().filter { $0 >= start && $0 < end }.compactMap { offset in
            edges(ofCharacterAt: offset, width: width).map { min($0.leading, $0.trailing)...max($0.leading, $0.trailing) }
        }
        return Self.merged(boxes)
    }

    /// Where an arrow key moves a caret at `offset` on a line with right-to-left text: to the caret position among
    /// `offsets` nearest on the screen to the left (or right) of it, as the arrows move on iOS and the Mac, whatever
    /// the reading order; nil at the line's edge. Two offsets where runs meet stand at one place; the one nearer
    /// `offset` in reading order is taken.
    package static func offset(movingFrom offset: Int, leftwards: Bool, among offsets: [Int], caretX: (Int) -> CGFloat) -> Int? {
        let x = caretX(offset)
        let candidates = offsets.map { (offset: $0, x: caretX($0)) }.filter { leftwards ? $0.x < x - 0.01 : $0.x > x + 0.01 }
        return candidates.min { a, b in
            let (gapA, gapB) = (abs(a.x - x), abs(b.x - x))
            return abs(gapA - gapB) > 0.01 ? gapA < gapB : abs(a.offset - offset) < abs(b.offset - offset)
        }?.offset
    }

    /// How far `x` lies from a character's box: zero inside it.
    package static func distance(from x: CGFloat, to edges: (leading: CGFloat, trailing: CGFloat)) -> CGFloat {
        let low = min(edges.leading, edges.trailing), high = max(edges.leading, edges.trailing)
        return x < low ? low - x : x > high ? x - high : 0
    }

    /// `spans` left to right, with those that touch or overlap joined into one.
    package static func merged(_ spans: [ClosedRange<CGFloat>]) -> [ClosedRange<CGFloat>] {
        var joined: [ClosedRange<CGFloat>] = []
        for span in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = joined.last, span.lowerBound <= last.upperBound + 0.5 {
                joined[joined.count - 1] = last.lowerBound...max(last.upperBound, span.upperBound)
            } else {
                joined.append(span)
            }
        }
        return joined
    }
}
