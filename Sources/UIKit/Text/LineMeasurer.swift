import CoreGraphics

/// Widths of single lines of text in one font, for editing: a long line is measured word by word, each distinct
/// word once, so a keystroke in a long line costs what its word costs rather than the whole line's shaping.
///
/// Short lines are measured whole, exactly. A long line's width is the sum of its words and spaces, which leaves
/// out kerning across spaces: at most a fraction of a point over a thousand characters.
package struct LineMeasurer {
    package let font: UIFont
    private var words: [Substring: CGFloat] = [:]
    private static let exactLength = 64
    private static let cacheLimit = 4096

    package init(font: UIFont) {
        self.font = font
    }

    package mutating func width(of text: String) -> CGFloat {
        guard text.utf8.count > Self.exactLength else { return measure(text) }
        if words.count > Self.cacheLimit { words.removeAll(keepingCapacity: true) }
        var total: CGFloat = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if let width = words[word] {
                total += width
            } else {
                let width = measure(String(word))
                words[word] = width
                total += width
            }
        }
        let spaces = text.utf8.reduce(0) { $1 == UInt8(ascii: " ") ? $0 + 1 : $0 }
        return total + CGFloat(spaces) * measure(" ")
    }

    private func measure(_ text: String) -> CGFloat {
        text.isEmpty ? 0 : Platform.fontEngine.width(of: text, face: font.face, pointSize: font.pointSize)
    }
}
