import Foundation

/// Finds misspelled words in text and suggests corrections and completions, from the system's English word list
/// (Debian's `wamerican`; see the README). Ranges are in UTF-16 units, as `NSString` counts them.
@preconcurrency @MainActor
open class UITextChecker: NSObject {
    /// The languages there is a word list for: American English when the system has one.
    open class var availableLanguages: [String] {
        SpellingDictionary.isAvailable ? ["en_US"] : []
    }

    /// Words this checker treats as spelled right, without teaching them to every checker.
    open var ignoredWords: [String]?

    public override init() {
        super.init()
    }

    /// The range of the first misspelled word in `range` of `stringToCheck`, from `startingOffset` on (and then
    /// from the start of `range` when `wrapFlag` is set); `NSNotFound` when there is none, or no word list for
    /// `language`.
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
                                    language: String) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard knows(language) else { return notFound }
        let text = Array(stringToCheck.utf16)
        let bounds = max(0, range.location)..<min(text.count, range.location + range.length)
        let words = Self.words(in: text, within: bounds)
        let start = max(startingOffset, bounds.lowerBound)
        let ordered = words.filter { $0.lowerBound >= start } + (wrapFlag ? words.filter { $0.lowerBound < start } : [])
        guard let misspelled = ordered.first(where: { !isSpelledRight(String(decoding: text[$0], as: UTF16.self)) }) else { return notFound }
        return NSRange(location: misspelled.lowerBound, length: misspelled.count)
    }

    /// Words one edit away from the word at `range` (a letter left out, added, changed, or two swapped) that the
    /// word list has, in that order of edits; nil for an unknown language.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard knows(language), let word = word(at: range, in: string) else { return nil }
        let lower = word.lowercased()
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let characters = Array(lower)
        var candidates: [String] = []
        for index in characters.indices.dropLast() {
            var swapped = characters
            swapped.swapAt(index, index + 1)
            candidates.append(String(swapped))
        }
        for index in characters.indices {
            var shorter = characters
            shorter.remove(at: index)
            candidates.append(String(shorter))
            for letter in letters where letter != characters[index] {
                var changed = characters
                changed[index] = letter
                candidates.append(String(changed))
            }
        }
        for index in 0...characters.count {
            for letter in letters {
                var longer = characters
                longer.insert(letter, at: index)
                candidates.append(String(longer))
            }
        }
        var seen: Set<String> = []
        let capitalized = word.first?.isUppercase == true
        return candidates.filter { $0 != lower && SpellingDictionary.contains($0) && seen.insert($0).inserted }
            .map { capitalized ? $0.prefix(1).uppercased() + $0.dropFirst() : $0 }
    }

    /// Listed words that begin with the partial word at `range`, shortest first; nil for an unknown language.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard knows(language), let partial = word(at: range, in: string), !partial.isEmpty else { return nil }
        return SpellingDictionary.words(startingWith: partial)
    }

    /// Makes this checker accept `wordToIgnore`.
    open func ignoreWord(_ wordToIgnore: String) {
        ignoredWords = (ignoredWords ?? []) + [wordToIgnore]
    }

    /// Teaches every checker `word`, for as long as the app runs.
    open class func learnWord(_ word: String) { SpellingDictionary.learn(word) }

    open class func unlearnWord(_ word: String) { SpellingDictionary.unlearn(word) }

    open class func hasLearnedWord(_ word: String) -> Bool { SpellingDictionary.hasLearned(word) }

    private func knows(_ language: String) -> Bool {
        (language == "en" || language.hasPrefix("en_") || language.hasPrefix("en-")) && SpellingDictionary.isAvailable
    }

    private func isSpelledRight(_ word: String) -> Bool {
        ignoredWords?.contains(word) == true || word.contains(where: \.isNumber) || SpellingDictionary.contains(word)
    }

    private func word(at range: NSRange, in string: String) -> String? {
        let text = Array(string.utf16)
        guard range.location >= 0, range.length >= 0, range.location + range.length <= text.count else {
            reportMisuse("UITextChecker: the range \(range) is outside the string of length \(text.count).")
            return nil
        }
        return String(decoding: text[range.location..<(range.location + range.length)], as: UTF16.self)
    }

    /// The words of `text` within `bounds`: runs of letters and digits, with apostrophes between letters.
    private static func words(in text: [UTF16.CodeUnit], within bounds: Range<Int>) -> [Range<Int>] {
        func isWordUnit(_ index: Int) -> Bool {
            guard let scalar = Unicode.Scalar(text[index]) else { return true }  // a surrogate: part of a letter
            return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
        var words: [Range<Int>] = []
        var start: Int?
        for index in bounds {
            let apostrophe = text[index] == 0x27 || text[index] == 0x2019
            let inside = isWordUnit(index) || (apostrophe && start != nil && index + 1 < bounds.upperBound && isWordUnit(index + 1))
            if inside, start == nil { start = index }
            if !inside, let first = start {
                words.append(first..<index)
                start = nil
            }
        }
        if let first = start { words.append(first..<bounds.upperBound) }
        return words
    }
}
