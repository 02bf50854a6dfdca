import Foundation

/// Character and word boundaries in UTF-16 offsets, found by looking only near the offset, so moving the caret
/// through a long text costs the same as through a short one.
///
/// A character is a composed character sequence, so an emoji or a letter with combining accents is never split.
/// A word is a run of letters, digits and underscores; the other characters form runs of their own.
package enum TextBoundaries {
    package static func characterBoundary(before offset: Int, in text: NSString) -> Int {
        guard offset > 0 else { return 0 }
        return text.rangeOfComposedCharacterSequence(at: min(offset, text.length) - 1).location
    }

    package static func characterBoundary(after offset: Int, in text: NSString) -> Int {
        guard offset < text.length else { return text.length }
        let range = text.rangeOfComposedCharacterSequence(at: max(0, offset))
        return range.location + range.length
    }

    /// `offset` moved back to the start of the character it falls in.
    package static func snapped(_ offset: Int, in text: NSString) -> Int {
        let clamped = max(0, min(offset, text.length))
        return clamped < text.length ? text.rangeOfComposedCharacterSequence(at: clamped).location : clamped
    }

    /// Back over spaces and punctuation, then over the word before them: where Ctrl+Left lands.
    package static func wordStart(before offset: Int, in text: NSString) -> Int {
        var position = offset
        while position > 0, !isWordCharacter(before: position, in: text) { position = characterBoundary(before: position, in: text) }
        while position > 0, isWordCharacter(before: position, in: text) { position = characterBoundary(before: position, in: text) }
        return position
    }

    /// Over spaces and punctuation, then over the word after them: where Ctrl+Right lands.
    package static func wordEnd(after offset: Int, in text: NSString) -> Int {
        var position = offset
        while position < text.length, !isWordCharacter(at: position, in: text) { position = characterBoundary(after: position, in: text) }
        while position < text.length, isWordCharacter(at: position, in: text) { position = characterBoundary(after: position, in: text) }
        return position
    }

    /// The word at `offset`, or the run of spaces or punctuation there; empty at the end of the text.
    package static func wordRange(at offset: Int, in text: NSString) -> NSRange {
        let start = snapped(offset, in: text)
        guard start < text.length else { return NSRange(location: text.length, length: 0) }
        let kind = isWordCharacter(at: start, in: text)
        var first = start, last = characterBoundary(after: start, in: text)
        while first > 0, isWordCharacter(before: first, in: text) == kind, !isLineBreak(before: first, in: text) {
            first = characterBoundary(before: first, in: text)
        }
        while last < text.length, isWordCharacter(at: last, in: text) == kind, !isLineBreak(at: last, in: text) {
            last = characterBoundary(after: last, in: text)
        }
        return NSRange(location: first, length: last - first)
    }

    /// Whether `range` is a word rather than a run of spaces or punctuation.
    package static func isWord(_ range: NSRange, in text: NSString) -> Bool {
        range.length > 0 && isWordCharacter(at: range.location, in: text)
    }

    private static func character(at offset: Int, in text: NSString) -> Character? {
        guard offset < text.length else { return nil }
        return text.substring(with: text.rangeOfComposedCharacterSequence(at: offset)).first
    }

    private static func isWordCharacter(at offset: Int, in text: NSString) -> Bool {
        guard let character = character(at: offset, in: text) else { return false }
        return character.isLetter || character.isNumber || character == "_"
    }

    private static func isWordCharacter(before offset: Int, in text: NSString) -> Bool {
        offset > 0 && isWordCharacter(at: characterBoundary(before: offset, in: text), in: text)
    }

    private static func isLineBreak(at offset: Int, in text: NSString) -> Bool {
        character(at: offset, in: text)?.isNewline ?? false
    }

    private static func isLineBreak(before offset: Int, in text: NSString) -> Bool {
        offset > 0 && isLineBreak(at: characterBoundary(before: offset, in: text), in: text)
    }
}
