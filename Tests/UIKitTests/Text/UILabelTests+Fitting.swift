import Foundation
import Testing
@testable import UIKit

/// Font shrinking, attributed text, highlighting and string drawing.
@MainActor
@Suite struct UILabelFittingTests {
    private func label(_ text: String, width: CGFloat) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 30))
        label.text = text
        return label
    }

    @Test func aSingleLineShrinksItsFontToFitDownToTheMinimumScale() {
        let text = "A headline that is too wide"
        let natural = text.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
        let shrinking = label(text, width: natural * 0.8)
        shrinking.adjustsFontSizeToFitWidth = true
        shrinking.minimumScaleFactor = 0.5
        let layout = shrinking.textLayout(in: shrinking.bounds)
        #expect(layout.font.pointSize < 17 && layout.font.pointSize >= 8.5)
        #expect(layout.lines.first?.text == text, "shrunk, not truncated")
        #expect(layout.size.width <= shrinking.bounds.width + 0.5)

        let floor = label(text, width: natural * 0.3)
        floor.adjustsFontSizeToFitWidth = true
        floor.minimumScaleFactor = 0.5
        let floored = floor.textLayout(in: floor.bounds)
        #expect(floored.font.pointSize == 8.5)
        #expect(floored.lines.first?.text.hasSuffix("\u{2026}") == true, "at the minimum, the rest is truncated")
    }

    @Test func withoutAMinimumScaleTheFontKeepsItsSize() {
        let label = label("A headline that is too wide", width: 60)
        label.adjustsFontSizeToFitWidth = true
        #expect(label.textLayout(in: label.bounds).font.pointSize == 17)
    }

    @Test func attributedTextSetsTextFontAndColor() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.systemRed])
        #expect(label.text == "Bold")
        #expect(label.font == .boldSystemFont(ofSize: 20))
        #expect(label.textColor == .systemRed)
        #expect(label.attributedText?.string == "Bold")
    }

    @Test func aHighlightedLabelDrawsInItsHighlightedColor() throws {
        let label = label("IIII", width: 60)
        label.font = .boldSystemFont(ofSize: 24)
        label.textColor = .black
        label.highlightedTextColor = .systemRed
        label.isHighlighted = true
        let pixels = try #require(label.snapshotImage(scale: 1).cgImage)
        var red = 0, dark = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let p = pixels.pixel(atX: x, y: y)
                guard p.alpha == 255 else { continue }
                if p.red > 200 && p.green < 100 { red += 1 } else if p.red < 60 { dark += 1 }
            }
        }
        #expect(red > 20)
        #expect(dark == 0)
    }

    @Test func stringsMeasureAndDrawWithTheirAttributes() throws {
        let small = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        let large = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 24)])
        #expect(abs(large.width - 2 * small.width) < 1)
        #expect(large.height == UIFont.systemFont(ofSize: 24).lineHeight)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 30)).image { _ in
            "Hello".draw(at: CGPoint(x: 2, y: 2), withAttributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.systemBlue])
        }
        let pixels = try #require(image.cgImage)
        let inked = (0..<pixels.height).flatMap { y in (0..<pixels.width).map { pixels.pixel(atX: $0, y: y) } }.filter { $0.alpha == 255 }
        #expect(!inked.isEmpty)
        #expect(inked.allSatisfy { $0.blue > 200 && $0.red < 40 })
    }
}

@MainActor
@Suite struct UILabelDefaultsTests {
    @Test func settingNilRestoresTheDefaultFontAndColor() {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = .systemRed
        label.font = nil
        label.textColor = nil
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.textColor == .label)
    }
}
