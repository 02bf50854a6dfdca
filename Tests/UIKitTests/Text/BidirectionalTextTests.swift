import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Hebrew and Arabic text: ordered by the bidirectional algorithm, shaped right to left, drawn from faces that have it.
@MainActor @Suite struct BidirectionalTextTests {
    /// The runs of `text` from left to right, as their text and whether each reads right to left.
    private func runs(_ text: String) -> [String] {
        BidirectionalLine(text).runs.map { "\($0.isRightToLeft ? "R" : "L"):\(text[$0.range])" }
    }

    @Test func runsFollowTheFirstStrongLetterAndKeepNumbersLeftToRight() {
        #expect(runs("Wren 12") == ["L:Wren 12"])
        #expect(runs("שלום") == ["R:שלום"])
        // Left to right paragraph: the Hebrew word sits where it is, and the spaces round it stay with the Latin.
        #expect(runs("Hello שלום world") == ["L:Hello ", "R:שלום", "L: world"])
        // Right-to-left paragraph: the first word shows rightmost, the number keeps its digits in order.
        #expect(runs("שלום 123 עולם") == ["R: עולם", "L:123", "R:שלום "])
        // A bracket between Latin and Hebrew takes the paragraph's direction; so does one at the end.
        #expect(runs("abc (שלום)") == ["L:abc (", "R:שלום", "L:)"])
        // Latin inside a right-to-left paragraph reads left to right in its place.
        #expect(runs("מרחב Casement כאן") == ["R: כאן", "L:Casement", "R:מרחב "])
        // Whitespace ending a line goes back to the paragraph's direction.
        #expect(runs("abc שלום  ") == ["L:abc ", "R:שלום", "L:  "])
        #expect(!BidirectionalLine.needsReordering("Café 12 ½") && BidirectionalLine.needsReordering("Café مرحبا"))
    }

    /// The clusters of inked columns of `text` drawn in a 200-point-wide image, left to right, as their widths.
    private func glyphWidths(_ text: String) -> [Int] {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 40), format: format).image { _ in
            text.draw(at: CGPoint(x: 4, y: 4), withAttributes: [.font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor.black])
        }.cgImage!
        let inked = (0..<200).map { x in (0..<40).contains { image.pixel(atX: x, y: $0).alpha > 100 } }
        var widths: [Int] = [], run = 0
        for isInked in inked + [false] {
            if isInked { run += 1 } else if run > 0 { widths.append(run); run = 0 }
        }
        return widths
    }

    @Test func hebrewIsDrawnRightToLeftFromAFaceThatHasIt() {
        // Vav is a narrow stroke, shin a wide letter: typed first, the vav shows rightmost.
        let vavFirst = glyphWidths("וששש"), vavLast = glyphWidths("שששו")
        #expect(vavFirst.count == 4 && vavLast.count == 4)
        #expect(vavFirst.last! < vavFirst.first! && vavLast.first! < vavLast.last!)
        // Inter has no Hebrew: each letter would be the same missing-glyph box.
        let letters = ["ו", "ש", "ל"].map { $0.size(withAttributes: [.font: UIFont.systemFont(ofSize: 24)]).width }
        #expect(Set(letters).count == 3)
    }

    @Test func arabicLettersJoin() {
        // Beh drawn alone is its wide isolated form; three in a row join into one connected stroke.
        #expect(glyphWidths("ببب").count == 1)
        let alone = "ب".size(withAttributes: [.font: UIFont.systemFont(ofSize: 24)]).width
        let joined = "ببب".size(withAttributes: [.font: UIFont.systemFont(ofSize: 24)]).width
        #expect(joined < alone * 3)
    }

    @Test func labelsInHebrewAndArabic() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 260, height: 146))
        view.backgroundColor = .white
        for (row, (text, bold)) in [("שלום עולם", false), ("مرحبا بالعالم", false), ("Hello שלום 123", false),
                                    ("ציפורים: 42 תצפיות", true), ("طيور (٣) Wren", true)].enumerated() {
            let label = UILabel(frame: CGRect(x: 8, y: 8 + CGFloat(row) * 26, width: 244, height: 24))
            label.text = text
            label.font = bold ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
            // Natural alignment follows the interface's direction, so the right-to-left lines start on the right.
            label.semanticContentAttribute = row == 2 ? .forceLeftToRight : .forceRightToLeft
            view.addSubview(label)
        }
        #expect(verifySnapshot(of: view.snapshotImage(scale: 2), named: "labels") == nil)
    }

    /// Every character ten points wide, so positions can be worked out by hand.
    private let tenEach: (Substring) -> CGFloat = { CGFloat($0.count * 10) }

    @Test func caretsStandAtLeadingEdgesAndMoveLeftwardsThroughRightToLeftRuns() {
        // "abc " left to right over 0...40, then the Hebrew run over 40...70 with its first letter rightmost.
        let line = VisualLine("abc אבג", width: tenEach)
        #expect((0...7).map { line.caretX(at: $0, width: tenEach) } == [0, 10, 20, 30, 70, 60, 50, 40])
        #expect(line.offset(atX: 68, width: tenEach) == 4)
        #expect(line.offset(atX: 57, width: tenEach) == 5)
        #expect(line.offset(atX: 41, width: tenEach) == 7)
        #expect(line.spans(from: 2, to: 5, width: tenEach) == [20...40, 60...70])
        // A right-to-left paragraph starts at its right end; the Latin word inside it reads left to right at the left.
        let hebrew = VisualLine("אבג abc", width: tenEach)
        #expect((0...7).map { hebrew.caretX(at: $0, width: tenEach) } == [70, 60, 50, 40, 0, 10, 20, 30])
        #expect(hebrew.offset(atX: 2, width: tenEach) == 4 && hebrew.offset(atX: 69, width: tenEach) == 0)
        #expect(hebrew.spans(from: 1, to: 7, width: tenEach) == [0...60])
    }

    @Test func aTextFieldPlacesItsCaretSelectionAndTapsByTheTextsDirections() throws {
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 240, height: 34))
        field.text = "abc אבג"
        let window = eventWindow(with: [field])
        field.becomeFirstResponder()
        let carets = (0...7).map { field.caretRect(for: UITextPosition(offset: $0)).midX }
        // Through the Latin rightwards, then from the Hebrew run's right end leftwards to where the Latin ends.
        #expect(carets[0] < carets[3] && carets[3] < carets[7] && carets[7] < carets[6] && carets[6] < carets[5] && carets[5] < carets[4])
        let range = try #require(field.textRange(from: UITextPosition(offset: 2), to: UITextPosition(offset: 5)))
        let rects = field.selectionRects(for: range).map(\.rect)
        #expect(rects.count == 2)
        #expect(abs(rects[0].minX - carets[2]) <= 1 && abs(rects[0].maxX - carets[7]) <= 1)
        #expect(abs(rects[1].minX - carets[5]) <= 1 && abs(rects[1].maxX - carets[4]) <= 1)
        // A tap just inside the Hebrew run's right end puts the caret before its first letter.
        window.tap(at: field.convert(CGPoint(x: carets[4] - 2, y: field.bounds.midY), to: window))
        #expect(field.selectedTextRange?.start.offset == 4 && field.selectedTextRange?.isEmpty == true)
        #expect(field.closestPosition(to: CGPoint(x: carets[7] + 1, y: field.bounds.midY))?.offset == 7)
    }

    @Test func arrowsMoveTheCaretOnTheScreenThroughMixedDirectionText() throws {
        // "abc אבג" shows its offsets from left to right as 0, 1, 2, 3, 7, 6, 5, 4.
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 240, height: 34))
        field.text = "abc אבג"
        let window = eventWindow(with: [field])
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: UITextPosition(offset: 0), to: UITextPosition(offset: 0))
        func focus(after key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) -> Int? {
            window.press(key, modifiers: modifiers)
            return field.selectedTextRange.map { modifiers.contains(.shift) ? $0.end.offset : $0.start.offset }
        }
        #expect((0..<8).map { _ in focus(after: .keyboardRightArrow) } == [1, 2, 3, 7, 6, 5, 4, 4], "the right edge stays")
        #expect((0..<4).map { _ in focus(after: .keyboardLeftArrow) } == [5, 6, 7, 3])
        #expect(focus(after: .keyboardRightArrow, modifiers: .shift) == 7 && field.selectedTextRange?.start.offset == 3)
        // By word, the arrows still step in reading order.
        field.text = "abc אבג"
        field.selectedTextRange = field.textRange(from: UITextPosition(offset: 0), to: UITextPosition(offset: 0))
        #expect(focus(after: .keyboardRightArrow, modifiers: .alternate) == 3)

        let textView = UITextView(frame: CGRect(x: 20, y: 80, width: 240, height: 160))
        textView.text = "abc אבג\nplain"
        window.addSubview(textView)
        window.layoutIfNeeded()
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 3, length: 0)
        var offsets: [Int] = []
        for _ in 0..<5 {
            window.press(.keyboardRightArrow)
            offsets.append(textView.selectedRange.location)
        }
        #expect(offsets == [7, 6, 5, 4, 4])
        // A left-to-right line moves in reading order, to the line before at its start.
        textView.selectedRange = NSRange(location: 9, length: 0)
        window.press(.keyboardLeftArrow)
        window.press(.keyboardLeftArrow)
        #expect(textView.selectedRange.location == 7)
    }

    @Test func aTextViewPlacesItsCaretSelectionAndTapsByTheTextsDirections() throws {
        let textView = UITextView(frame: CGRect(x: 20, y: 20, width: 240, height: 160))
        textView.font = .systemFont(ofSize: 17)
        textView.text = "abc אבג\nplain"
        _ = eventWindow(with: [textView])
        let carets = (0...7).map { textView.caretRect(for: UITextPosition(offset: $0)).midX }
        #expect(carets[0] < carets[3] && carets[3] < carets[7] && carets[7] < carets[6] && carets[6] < carets[5] && carets[5] < carets[4])
        let range = try #require(textView.textRange(from: UITextPosition(offset: 2), to: UITextPosition(offset: 5)))
        let rects = textView.selectionRects(for: range).map(\.rect)
        #expect(rects.count == 2)
        #expect(abs(rects[1].maxX - carets[4]) <= 1 && abs(rects[0].minX - carets[2]) <= 1)
        let y = textView.caretRect(for: UITextPosition(offset: 4)).midY
        #expect(textView.closestPosition(to: CGPoint(x: carets[4] - 1, y: y))?.offset == 4)
        #expect(textView.closestPosition(to: CGPoint(x: carets[7] + 1, y: y))?.offset == 7)
        // The left-to-right line below is placed as before.
        #expect(textView.closestPosition(to: CGPoint(x: textView.caretRect(for: UITextPosition(offset: 10)).midX + 1,
                                                     y: textView.caretRect(for: UITextPosition(offset: 10)).midY))?.offset == 10)
    }

    @Test func wordsOfARightToLeftRunStandRightToLeftInLaidOutLines() {
        let style = RichTextLayout.Style([:], defaultFont: .systemFont(ofSize: 17), defaultColor: .black, defaultParagraph: .default)
        func fragments(_ words: [String]) -> [RichTextLayout.Fragment] {
            var x: CGFloat = 0
            return words.map { word in
                defer { x += CGFloat(word.count * 10) }
                return RichTextLayout.Fragment(text: word, style: style, x: x, width: CGFloat(word.count * 10))
            }
        }
        // A right-to-left paragraph: "abc" leftmost, then the Hebrew words from the last to the first.
        #expect(RichTextLayout.visuallyPlaced(fragments(["שלום", " ", "עולם", " ", "abc"])).map(\.x) == [90, 80, 40, 30, 0])
        // A left-to-right one with two Hebrew words inside.
        #expect(RichTextLayout.visuallyPlaced(fragments(["Robin", " ", "מרחב", " ", "כאן", " ", "done"])).map(\.x)
                == [0, 50, 100, 90, 60, 140, 150])
        // Left-to-right text alone is left as it is.
        #expect(RichTextLayout.visuallyPlaced(fragments(["plain", " ", "text"])).map(\.x) == [0, 50, 60])
    }

    /// The pixels of `text` drawn alone at 24 points.
    private func inked(_ text: String) -> [UInt8] {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { _ in
            text.draw(at: CGPoint(x: 4, y: 4), withAttributes: [.font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor.black])
        }.cgImage!
        return (0..<40).flatMap { y in (0..<40).map { x in image.pixel(atX: x, y: y).alpha } }
    }

    @Test func chineseJapaneseAndKoreanLettersComeFromTheFallbackFace() {
        // An unassigned code point draws the missing-glyph box; each of these letters draws a glyph of its own.
        let missing = inked("\u{0378}")
        let letters = ["你", "好", "こ", "テ", "한", "국"].map(inked)
        for (index, letter) in letters.enumerated() {
            #expect(letter != missing && letter.contains { $0 > 100 }, "letter \(index) draws the missing-glyph box")
        }
        #expect(Set(letters.map { $0.description }).count == letters.count)
    }
}
