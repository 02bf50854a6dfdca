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
}
