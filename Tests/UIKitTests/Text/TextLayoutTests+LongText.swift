import Foundation
import Testing
@testable import UIKit

/// Labels holding 100,000 characters in Latin, Hebrew and CJK: layout finishes, every line fits, no text is lost.
@MainActor @Suite struct TextLayoutLongTextTests {
    nonisolated private static let length = 100_000

    /// `words` repeated, space-separated, to `length` characters.
    nonisolated private static func text(_ words: [String], separator: String = " ") -> String {
        var text = "", count = 0, index = 0
        while count < length {
            let word = words[index % words.count] + separator
            text += word
            count += word.count
            index += 1
        }
        return String(text.prefix(length))
    }

    nonisolated static let scripts: [(name: String, text: String)] = [
        ("Latin", text(["The", "robin", "sang", "from", "a", "hawthorn", "hedge", "at", "dawn,", "unseen."])),
        ("Hebrew", text(["הזמיר", "שר", "מעל", "הגדר", "בבוקר", "מוקדם", "וציפורים", "אחרות", "ענו"])),
        ("CJK", text(["燕子在屋檐下筑巢", "麻雀在田野里觅食", "白鹭飞过水田"], separator: "")),
    ]

    @Test(arguments: ["Latin", "Hebrew", "CJK"])
    func wrappedLayoutKeepsEveryCharacterAndFitsTheWidth(_ script: String) throws {
        let text = try #require(Self.scripts.first { $0.name == script }?.text)
        let font = UIFont.systemFont(ofSize: 15)
        let layout = TextLayout(text: text, font: font, width: 216, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(layout.lines.count > 100)
        #expect(layout.lines.allSatisfy { $0.width <= 216 })
        // Only the spaces that broke lines are dropped.
        let kept = layout.lines.map(\.text).joined()
        #expect(kept.filter { $0 != " " } == text.filter { $0 != " " })
    }

    @Test func aWordWiderThanTheLineWrapsByCharacters() {
        let word = String(repeating: "abcdefghij", count: 10_000)
        let layout = TextLayout(text: word, font: .systemFont(ofSize: 17), width: 120, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(layout.lines.count > 500)
        #expect(layout.lines.allSatisfy { $0.width <= 120 && !$0.text.isEmpty })
        #expect(layout.lines.map(\.text).joined() == word)
        // Each line but the last is full: one more character would not fit.
        let next = layout.lines[0].text + String(layout.lines[1].text.prefix(1))
        #expect(Platform.fontEngine.width(of: next, face: layout.font.face, pointSize: 17) > 120)
    }

    @Test(arguments: ["Latin", "Hebrew", "CJK"])
    func labelSizesTruncatesAndDrawsLongText(_ script: String) throws {
        let text = try #require(Self.scripts.first { $0.name == script }?.text)
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 216
        let size = label.intrinsicContentSize
        #expect(size.width <= 216 && size.width > 150)
        #expect(size.height > 100 * label.font.lineHeight)
        #expect(label.sizeThatFits(CGSize(width: 216, height: 0)) == size)

        label.numberOfLines = 3
        label.frame = CGRect(x: 0, y: 0, width: 216, height: 120)
        let truncated = label.textLayout(in: label.bounds)
        #expect(truncated.lines.count == 3)
        #expect(truncated.lines.last?.text.hasSuffix("\u{2026}") == true)
        #expect(label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 3).height == 3 * label.font.lineHeight)
        let image = try #require(label.snapshotImage(scale: 2).cgImage)
        #expect((image.width, image.height) == (432, 240))
        #expect((0..<image.width).contains { image.rgba($0, 120).alpha > 0 }, "the middle line shows ink")
    }

    @Test func oneLineOfAHundredThousandCharactersTruncates() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 24))
        label.text = String(repeating: "wren ", count: 20_000)
        let layout = label.textLayout(in: label.bounds)
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].width <= 300)
        #expect(layout.lines[0].text.hasSuffix("\u{2026}"))
        #expect(label.intrinsicContentSize.width > 10_000)
    }
}
