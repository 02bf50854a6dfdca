import Foundation

/// The tokenizer UIKit's text inputs use: boundaries found in the text itself, lines being paragraphs here.
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private unowned let textInput: UITextInput & NSObjectProtocol

    public init(textInput: UITextInput & NSObjectProtocol) {
        self.textInput = textInput
        super.init()
    }

    private var text: NSString {
        guard let all = textInput.textRange(from: textInput.beginningOfDocument, to: textInput.endOfDocument) else { return "" }
        return (textInput.text(in: all) ?? "") as NSString
    }

    /// The unit of `granularity` holding `offset`.
    private func unit(_ granularity: UITextGranularity, at offset: Int, in text: NSString) -> NSRange {
        switch granularity {
        case .character:
            return offset < text.length ? text.rangeOfComposedCharacterSequence(at: offset) : NSRange(location: offset, length: 0)
        case .word:
            return TextBoundaries.wordRange(at: offset, in: text)
        case .sentence:
            return sentenceRange(at: offset, in: text)
        case .paragraph, .line:
            var range = text.paragraphRange(for: NSRange(location: min(offset, text.length), length: 0))
            // The line break ends the paragraph but is not part of its text.
            while range.length > 0, let scalar = UnicodeScalar(text.character(at: range.location + range.length - 1)),
                  CharacterSet.newlines.contains(scalar) { range.length -= 1 }
            return range
        case .document:
            return NSRange(location: 0, length: text.length)
        }
    }

    /// The sentence holding `offset`: sentences end after ".", "!" or "?" and the spaces that follow, or with
    /// their paragraph. (Foundation on Linux cannot enumerate sentences.)
    private func sentenceRange(at offset: Int, in text: NSString) -> NSRange {
        let paragraph = text.paragraphRange(for: NSRange(location: min(offset, text.length), length: 0))
        var start = paragraph.location, index = paragraph.location
        let end = paragraph.location + paragraph.length
        let terminators: Set<unichar> = [0x2E, 0x21, 0x3F], spaces: Set<unichar> = [0x20, 0x09]
        while index < end {
            guard terminators.contains(text.character(at: index)) else { index += 1; continue }
            index += 1
            guard index < end, spaces.contains(text.character(at: index)) else { continue }
            while index < end, spaces.contains(text.character(at: index)) { index += 1 }
            if offset < index { return NSRange(location: start, length: index - start) }
            start = index
        }
        var last = end
        // The line break ends the paragraph's last sentence but is not part of it.
        while last > start, let scalar = UnicodeScalar(text.character(at: last - 1)), CharacterSet.newlines.contains(scalar) { last -= 1 }
        return NSRange(location: start, length: last - start)
    }

    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        let text = self.text
        let offset = direction.isForward ? position.offset : max(0, position.offset - 1)
        let range = unit(granularity, at: offset, in: text)
        guard range.length > 0, granularity != .word || TextBoundaries.isWord(range, in: text) else { return nil }
        return UITextRange(start: UITextPosition(offset: range.location), end: UITextPosition(offset: range.location + range.length))
    }

    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool {
        let text = self.text
        guard position.offset > 0, position.offset < text.length else { return true }
        let range = unit(granularity, at: direction.isForward ? position.offset - 1 : position.offset, in: text)
        return direction.isForward ? range.location + range.length == position.offset : range.location == position.offset
    }

    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        let text = self.text
        let offset: Int
        switch granularity {
        case .character:
            offset = direction.isForward ? TextBoundaries.characterBoundary(after: position.offset, in: text)
                : TextBoundaries.characterBoundary(before: position.offset, in: text)
        case .word:
            offset = direction.isForward ? TextBoundaries.wordEnd(after: position.offset, in: text)
                : TextBoundaries.wordStart(before: position.offset, in: text)
        default:
            var probe = direction.isForward ? position.offset : max(0, position.offset - 1)
            var range = unit(granularity, at: probe, in: text)
            // Already at the unit's end: go on to the next unit's.
            if direction.isForward, range.location + range.length == position.offset, probe < text.length {
                probe = min(text.length, position.offset + 1)
                range = unit(granularity, at: probe, in: text)
            }
            offset = direction.isForward ? range.location + range.length : range.location
        }
        return UITextPosition(offset: offset)
    }

    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool {
        let text = self.text
        let offset = direction.isForward ? position.offset : position.offset - 1
        guard offset >= 0, offset < text.length else { return false }
        let range = unit(granularity, at: offset, in: text)
        return granularity != .word || TextBoundaries.isWord(range, in: text)
    }
}
