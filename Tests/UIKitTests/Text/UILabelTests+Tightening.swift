import Foundation
import Testing
@testable import UIKit

/// `allowsDefaultTighteningForTruncation`: text a little too wide is drawn whole with its characters closer together,
/// text far too wide is still truncated, and measuring ignores it.
@MainActor
@Suite struct UILabelTighteningTests {
    /// Ends in a tall letter, so the right end of the drawing tells the whole text (ink above the baseline) from an
    /// ellipsis (ink only at the baseline).
    private let text = "Tightening keeps the text whole H"
    private let font = UIFont.systemFont(ofSize: 17)
    /// The text's width on one line, as the label measures it.
    private var natural: CGFloat {
        TextLayout(text: text, font: font, width: .greatestFiniteMagnitude, numberOfLines: 1, lineBreakMode: .byClipping).size.width
    }

    private func label(width: CGFloat, tightening: Bool) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 30))
        label.font = font
        label.textColor = .black
        label.text = text
        label.allowsDefaultTighteningForTruncation = tightening
        return label
    }

    /// The inked columns of `view` drawn at 1x, with a line of text centered in it, and whether the rightmost few of
    /// them reach 0.3 em above the baseline: a capital does, an ellipsis does not.
    private func ink(of view: UIView) throws -> (minX: Int, maxX: Int, tallAtEnd: Bool) {
        let image = try #require(view.snapshotImage(scale: 1).cgImage)
        var columns: [Int] = [], tall = Set<Int>()
        let baseline = Int((view.bounds.height / 2 - font.lineHeight / 2 + font.ascender).rounded())
        for x in 0..<image.width {
            for y in 0..<image.height where image.pixel(atX: x, y: y).alpha > 128 {
                columns.append(x)
                if y < baseline - Int(font.pointSize * 0.3) { tall.insert(x) }
            }
        }
        let minX = try #require(columns.min()), maxX = try #require(columns.max())
        return (minX, maxX, (maxX - 3...maxX).contains { tall.contains($0) })
    }

    @Test func isOffByDefaultOnLabelsAndParagraphStyles() {
        #expect(UILabel().allowsDefaultTighteningForTruncation == false)
        #expect(NSParagraphStyle.default.allowsDefaultTighteningForTruncation == false)
        let style = NSMutableParagraphStyle()
        style.allowsDefaultTighteningForTruncation = true
        let copy = style.copy() as! NSParagraphStyle
        #expect(copy.allowsDefaultTighteningForTruncation)
        #expect(copy == style)
        #expect(NSParagraphStyle.default != style)
    }

    @Test func textAFewPointsTooWideIsDrawnWholeWhenTighteningIsAllowed() throws {
        let width = (natural - 4).rounded(.down)
        #expect(natural > width + 3 && natural <= width * 1.05, "a few points too wide, within the 5% tightening allows")

        let tight = label(width: width, tightening: true)
        let line = try #require(tight.textLayout(in: tight.bounds).lines.first)
        #expect(line.text == text, "no character is cut and no ellipsis added")
        #expect(line.width == width)
        #expect(abs(line.tightening * CGFloat(text.count - 1) - (natural - width)) < 0.001, "the overflow, spread over the gaps")
        let tightInk = try ink(of: tight)
        #expect(tightInk.tallAtEnd, "the last letter is drawn, not an ellipsis")
        #expect(tightInk.maxX < Int(width), "and it fits the label")

        let truncating = label(width: width, tightening: false)
        #expect(truncating.textLayout(in: truncating.bounds).lines.first?.text.hasSuffix("\u{2026}") == true)
        #expect(try ink(of: truncating).tallAtEnd == false, "without tightening the line ends in an ellipsis")
    }

    @Test func textFarTooWideIsStillTruncated() throws {
        let width = (natural * 0.8).rounded(.down)
        let tight = label(width: width, tightening: true)
        let line = try #require(tight.textLayout(in: tight.bounds).lines.first)
        #expect(line.text.hasSuffix("\u{2026}"))
        #expect(line.tightening == 0, "truncated text is not tightened too")
        #expect(try ink(of: tight).tallAtEnd == false)
    }

    @Test func measuringGivesTheUntightenedWidth() {
        let tight = label(width: (natural - 4).rounded(.down), tightening: true)
        let untightened = label(width: (natural - 4).rounded(.down), tightening: false)
        #expect(tight.intrinsicContentSize == untightened.intrinsicContentSize)
        #expect(tight.intrinsicContentSize.width == natural.rounded(.up))
        #expect(tight.sizeThatFits(CGSize(width: 50, height: 30)) == untightened.sizeThatFits(CGSize(width: 50, height: 30)))
    }

    @Test func aLabelTightensItsAttributedTextToo() throws {
        let width = (natural - 4).rounded(.down)
        let tight = label(width: width, tightening: true)
        tight.attributedText = NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: UIColor.black])
        #expect(try ink(of: tight).tallAtEnd)
        let truncating = label(width: width, tightening: false)
        truncating.attributedText = tight.attributedText
        #expect(try ink(of: truncating).tallAtEnd == false)
    }

    @Test func attributedStringDrawingHonoursTheParagraphStyle() throws {
        let width = (natural - 4).rounded(.down)
        func drawn(tightening: Bool) throws -> (minX: Int, maxX: Int, tallAtEnd: Bool) {
            let paragraph = NSMutableParagraphStyle()
            paragraph.allowsDefaultTighteningForTruncation = tightening
            let string = NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: UIColor.black, .paragraphStyle: paragraph])
            let view = DrawingView(frame: CGRect(x: 0, y: 0, width: width + 20, height: 30)) { bounds in
                let rect = CGRect(x: 0, y: bounds.height / 2 - self.font.lineHeight / 2, width: width, height: self.font.lineHeight)
                string.draw(with: rect, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
            }
            return try ink(of: view)
        }
        let tight = try drawn(tightening: true)
        #expect(tight.tallAtEnd)
        #expect(tight.maxX < Int(width))
        #expect(try drawn(tightening: false).tallAtEnd == false)
    }

    @Test func listContentPassesItsTextPropertyToItsLabel() throws {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = text
        configuration.textProperties.allowsDefaultTighteningForTruncation = false
        let view = UIListContentView(configuration: configuration)
        let label = try #require(view.subviews.compactMap { $0 as? UILabel }.first { $0.text == text })
        #expect(label.allowsDefaultTighteningForTruncation == false)
        configuration.textProperties.allowsDefaultTighteningForTruncation = true
        view.configuration = configuration
        #expect(label.allowsDefaultTighteningForTruncation)
    }
}

/// A view that draws with a closure.
private final class DrawingView: UIView {
    private let drawing: (CGRect) -> Void

    init(frame: CGRect, drawing: @escaping (CGRect) -> Void) {
        self.drawing = drawing
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        drawing(bounds)
    }
}
