import Foundation
import Synchronization

/// The words `UITextChecker` knows: the system's word list (`/usr/share/dict/words`, Debian's `wamerican`), read
/// once, and the words the user taught it.
package enum SpellingDictionary {
    /// Another word list, one word a line; tests set one so that their results do not depend on the machine's.
    nonisolated(unsafe) package static var wordListOverride: URL? {
        didSet { loaded.withLock { $0 = nil } }
    }

    private static let systemWordList = URL(fileURLWithPath: "/usr/share/dict/words")
    private static let loaded = Mutex<Set<String>?>(nil)
    private static let learned = Mutex<Set<String>>([])

    /// Whether there is a word list to check against.
    static var isAvailable: Bool { !words.isEmpty }

    private static var words: Set<String> {
        loaded.withLock { words in
            if let words { return words }
            let text = (try? String(contentsOf: wordListOverride ?? systemWordList, encoding: .utf8)) ?? ""
            let read = Set(text.split(whereSeparator: \.isNewline).map { String($0) })
            words = read
            return read
        }
    }

    /// Whether `word` is spelled right: listed as it is, or in lower case (a capital starts a sentence), or learned.
    static func contains(_ word: String) -> Bool {
        let list = words
        return list.contains(word) || list.contains(word.lowercased()) || learned.withLock { $0.contains(word.lowercased()) }
    }

    /// The listed words that start with `prefix`, shortest first, then in alphabetical order.
    static func words(startingWith prefix: String) -> [String] {
        let lowered = prefix.lowercased()
        return words.filter { $0.lowercased().hasPrefix(lowered) && $0.count > prefix.count }
            .sorted { ($0.count, $0) < ($1.count, $1) }
    }

    static func learn(_ word: String) { learned.withLock { _ = $0.insert(word.lowercased()) } }
    static func unlearn(_ word: String) { learned.withLock { _ = $0.remove(word.lowercased()) } }
    static func hasLearned(_ word: String) -> Bool { learned.withLock { $0.contains(word.lowercased()) } }
}
