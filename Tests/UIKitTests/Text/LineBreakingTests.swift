import Foundation
import Testing
@testable import UIKit

/// Lines break at spaces and, in Chinese, Japanese and Korean, between letters, keeping closing marks off a line's
/// start and opening marks off its end, in labels, attributed text and text views alike.
@MainActor @Suite struct LineBreakingTests {
    private let font = UIFont.systemFont(ofSize: 17)

    private func width(_ text: String) -> CGFloat {
        (text as NSString).size(withAttributes: [.font: font]).width
    }

    @Test func breaksAreAllowedBesideIdeographicLettersButNotBeforeClosingMarks() {
        #expect(Character("漢").allowsLineBreak(before: "字"))
        #expect(Character("は").allowsLineBreak(before: "日"))
        #expect(Character("한").allowsLineBreak(before: "국"))
        #expect(Character("字").allowsLineBreak(before: "a") && Character("a").allowsLineBreak(before: "字"))
        #expect(!Character("a").allowsLineBreak(before: "b"))
        #expect(!Character("字").allowsLineBreak(before: "。") && !Character("字").allowsLineBreak(before: "」"))
        #expect(!Character("字").allowsLineBreak(before: ","))
        #expect(!Character("「").allowsLineBreak(before: "漢"))
        #expect(!Character("テ").allowsLineBreak(before: "ッ"))
    }

    @Test func aLabelWrapsBetweenLettersAndKeepsMarksWithThem() {
        let text = "abc 漢字漢字漢字"
        let layout = TextLayout(text: text, font: font, width: width("abc 漢字") + 1, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        // Before, the letters were one word: it went to a line of its own.
        #expect(layout.lines.map(\.text) == ["abc 漢字", "漢字漢字"])
        let japanese = TextLayout(text: "これは、テストです。次", font: font, width: width("これは") + 1, numberOfLines: 0,
                                  lineBreakMode: .byWordWrapping)
        #expect(japanese.lines.count > 2)
        #expect(!japanese.lines.contains { ["、", "。"].contains($0.text.first) })
        #expect(japanese.lines.map(\.text).joined() == "これは、テストです。次")
        // A truncated last line takes the rest back without spaces between letters.
        let truncated = TextLayout(text: "漢字漢字漢字漢字漢字漢字", font: font, width: width("漢字漢") + 1, numberOfLines: 2,
                                   lineBreakMode: .byTruncatingTail)
        #expect(truncated.lines.count == 2 && !truncated.lines[1].text.contains(" ") && truncated.lines[1].text.hasSuffix("\u{2026}"))
    }

    @Test func attributedTextAndTextViewsWrapBetweenLettersToo() throws {
        let text = "abc 漢字漢字漢字"
        let rich = RichTextLayout(NSAttributedString(string: text, attributes: [.font: font]), width: width("abc 漢字") + 1)
        #expect(rich.lines.map { $0.fragments.map(\.text).joined() } == ["abc 漢字", "漢字漢字"])

        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        textView.font = font
        textView.textContainerInset = .zero
        textView.textContainer.lineFragmentPadding = 0
        textView.textContainer.size.width = width("abc 漢字") + 1
        textView.text = text
        var ranges: [NSRange] = []
        textView.layoutManager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: (text as NSString).length)) { _, _, _, range, _ in
            ranges.append(range)
        }
        #expect(ranges == [NSRange(location: 0, length: 6), NSRange(location: 6, length: 4)])
    }
}
