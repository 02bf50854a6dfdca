import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Spelling against a word list: misspelled words found in order and by wrapping, guesses one edit away, completions,
/// and words learned or ignored. The list is the test's own, so results do not depend on the machine's.
@MainActor @Suite(.serialized) struct UITextCheckerTests {
    private func withWords(_ words: [String], _ body: () throws -> Void) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("casement-words-\(UUID().uuidString)")
        try words.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        SpellingDictionary.wordListOverride = file
        defer {
            SpellingDictionary.wordListOverride = nil
            try? FileManager.default.removeItem(at: file)
        }
        try body()
    }

    private static let words = ["a", "the", "heron", "herons", "hero", "here", "robin", "rob", "robins", "wren", "saw", "we", "don't", "Paris"]

    @Test func misspelledWordsAreFoundInOrderFromTheOffsetAndByWrapping() throws {
        try withWords(Self.words) {
            let checker = UITextChecker()
            let text = "We saw a hreon, the robni and 3 wrens in Paris; don't"
            let whole = NSRange(location: 0, length: (text as NSString).length)
            #expect(UITextChecker.availableLanguages == ["en_US"])
            let first = checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en")
            #expect((text as NSString).substring(with: first) == "hreon")
            let second = checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: first.location + first.length, wrap: false, language: "en_US")
            #expect((text as NSString).substring(with: second) == "robni")
            let third = checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: second.location + second.length, wrap: false, language: "en")
            #expect((text as NSString).substring(with: third) == "and", "a word the list lacks; numbers, capitals and apostrophes pass")
            let wrapped = checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 40, wrap: true, language: "en")
            #expect(wrapped == first)
            let unwrapped = checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 40, wrap: false, language: "en")
            #expect(unwrapped.location == NSNotFound)
            #expect(checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "fr").location == NSNotFound)
        }
    }

    @Test func guessesAreOneEditAwayAndCompletionsBeginWithThePartialWord() throws {
        try withWords(Self.words) {
            let checker = UITextChecker()
            #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 5), in: "hreon", language: "en") == ["heron"])
            #expect(checker.guesses(forWordRange: NSRange(location: 4, length: 4), in: "the Hero", language: "en") == ["Here", "Heron"])
            #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 3), in: "rob", language: "en") == ["robin", "robins"])
            #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 5), in: "hreon", language: "de") == nil)
            let reports = recordMisuseReports { _ = checker.guesses(forWordRange: NSRange(location: 3, length: 9), in: "hreon", language: "en") }
            #expect(reports.map(\.message) == ["UITextChecker: the range {3, 9} is outside the string of length 5."])
        }
    }

    @Test func learnedWordsPassEveryCheckerAndIgnoredOnesOnlyTheirOwn() throws {
        try withWords(Self.words) {
            let checker = UITextChecker(), other = UITextChecker()
            let text = "the dunnock"
            let range = NSRange(location: 0, length: 11)
            checker.ignoreWord("dunnock")
            #expect(checker.rangeOfMisspelledWord(in: text, range: range, startingAt: 0, wrap: false, language: "en").location == NSNotFound)
            #expect(other.rangeOfMisspelledWord(in: text, range: range, startingAt: 0, wrap: false, language: "en").location == 4)
            UITextChecker.learnWord("Dunnock")
            defer { UITextChecker.unlearnWord("Dunnock") }
            #expect(UITextChecker.hasLearnedWord("dunnock"))
            #expect(other.rangeOfMisspelledWord(in: text, range: range, startingAt: 0, wrap: false, language: "en").location == NSNotFound)
        }
    }

    @Test func withoutAWordListNothingIsCheckedAndNoLanguageIsAvailable() throws {
        SpellingDictionary.wordListOverride = URL(fileURLWithPath: "/nonexistent/words")
        defer { SpellingDictionary.wordListOverride = nil }
        #expect(UITextChecker.availableLanguages.isEmpty)
        let range = UITextChecker().rangeOfMisspelledWord(in: "hreon", range: NSRange(location: 0, length: 5), startingAt: 0, wrap: false, language: "en")
        #expect(range.location == NSNotFound)
    }
}
