import Foundation

/// One line of editable text with a selection, as a text field edits it.
///
/// Offsets count UTF-16 code units, as `NSRange` does in UIKit's delegate calls, but every move and deletion
/// steps over whole characters, so an emoji or a letter with combining accents is never split.
package struct TextEditingBuffer: Equatable {
    package private(set) var text = ""
    /// Where a selection made with Shift or the mouse started; it stays put while the other end moves.
    package private(set) var anchor = 0
    /// The moving end of the selection: the caret when nothing is selected.
    package private(set) var focus = 0

    package init(text: String = "") {
        self.text = text
        anchor = length
        focus = length
    }

    package var length: Int { text.utf16.count }

    package var selection: NSRange {
        NSRange(location: min(anchor, focus), length: abs(anchor - focus))
    }

    package var selectedText: String { substring(selection) }

    package func substring(_ range: NSRange) -> String {
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.location), end = utf16.index(start, offsetBy: range.length)
        return String(text[start..<end])
    }

    /// Selects `range`, clamped to the text and widened to whole characters.
    package mutating func select(_ range: NSRange) {
        let start = snapped(max(0, min(range.location, length)))
        anchor = start
        focus = snapped(max(start, min(range.location + max(0, range.length), length)))
    }

    /// Moves the selection's moving end to `offset`, keeping its anchor.
    package mutating func extendSelection(to offset: Int) {
        focus = snapped(max(0, min(offset, length)))
    }

    package mutating func selectAll() {
        anchor = 0
        focus = length
    }

    /// Replaces `range` with `string` and puts the caret after it.
    package mutating func replace(_ range: NSRange, with string: String) {
        text = substring(NSRange(location: 0, length: range.location)) + string
            + substring(NSRange(location: range.location + range.length, length: length - range.location - range.length))
        focus = range.location + string.utf16.count
        anchor = focus
    }

    // MARK: What an edit would replace

    /// The range Backspace deletes: the selection, else the character (or, by word, the word) before the caret.
    package func rangeDeletingBackward(byWord: Bool) -> NSRange? {
        if selection.length > 0 { return selection }
        guard focus > 0 else { return nil }
        let start = byWord ? wordStart(before: focus) : characterBoundary(before: focus)
        return NSRange(location: start, length: focus - start)
    }

    /// The range Delete deletes: the selection, else the character (or word) after the caret.
    package func rangeDeletingForward(byWord: Bool) -> NSRange? {
        if selection.length > 0 { return selection }
        guard focus < length else { return nil }
        let end = byWord ? wordEnd(after: focus) : characterBoundary(after: focus)
        return NSRange(location: focus, length: end - focus)
    }

    // MARK: Moving

    package enum Movement {
        case left, right, wordLeft, wordRight, start, end
        /// To an offset found on the screen: an arrow in right-to-left text.
        case to(Int)
    }

    /// Moves the caret, or with `extending` the selection's moving end. An arrow without Shift first collapses a
    /// selection to its side, as every text system does.
    package mutating func move(_ movement: Movement, extending: Bool) {
        let target: Int
        switch movement {
        case .left where !extending && selection.length > 0: target = selection.location
        case .right where !extending && selection.length > 0: target = selection.location + selection.length
        case .left: target = characterBoundary(before: focus)
        case .right: target = characterBoundary(after: focus)
        case .wordLeft: target = wordStart(before: focus)
        case .wordRight: target = wordEnd(after: focus)
        case .start: target = 0
        case .end: target = length
        case .to(let offset): target = min(max(0, offset), length)
        }
        focus = target
        if !extending { anchor = target }
    }

    /// Selects the word at `offset`, or the run of spaces or punctuation there.
    package mutating func selectWord(at offset: Int) {
        let word = TextBoundaries.wordRange(at: offset, in: text as NSString)
        anchor = word.location
        focus = word.location + word.length
    }

    // MARK: Boundaries

    /// `offset` moved back to the start of the character it falls in.
    private func snapped(_ offset: Int) -> Int {
        TextBoundaries.snapped(offset, in: text as NSString)
    }

    private func characterBoundary(before offset: Int) -> Int {
        TextBoundaries.characterBoundary(before: offset, in: text as NSString)
    }

    private func characterBoundary(after offset: Int) -> Int {
        TextBoundaries.characterBoundary(after: offset, in: text as NSString)
    }

    private func wordStart(before offset: Int) -> Int {
        TextBoundaries.wordStart(before: offset, in: text as NSString)
    }

    private func wordEnd(after offset: Int) -> Int {
        TextBoundaries.wordEnd(after: offset, in: text as NSString)
    }
}
