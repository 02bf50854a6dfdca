import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Attributed text laid out and drawn run by run: mixed fonts and colors, kerning, underline, strikethrough,
/// background, baseline offset, shadow, inline images and paragraph styles.
@MainActor @Suite struct NSAttributedStringTests {
    private let body = UIFont.systemFont(ofSize: 17)
    private let title = UIFont.boldSystemFont(ofSize: 28)

    private func width(_ text: String, _ font: UIFont) -> CGFloat {
        Platform.fontEngine.width(of: text, face: font.face, pointSize: font.pointSize)
    }

    @Test func mixedFontsShareABaselineAndTheTallestSetsTheLine() {
        let text = NSMutableAttributedString(string: "Big", attributes: [.font: title])
        text.append(NSAttributedString(string: " small", attributes: [.font: body]))
        let layout = RichTextLayout(text, width: 1000)
        #expect(layout.lines.count == 1)
        let line = layout.lines[0]
        #expect(line.height == title.lineHeight)
        #expect(line.baseline == title.ascender)
        #expect(line.fragments.map(\.text) == ["Big", " ", "small"])
        #expect(abs(line.width - (width("Big", title) + width(" ", body) + width("small", body))) < 0.001)
        #expect(text.size() == layout.size)
    }

    /// Core Foundation compares an attribute's old and new values itself; for UIKit's value classes it must reach
    /// their `isEqual(_:)` (it used to stop the process when one color replaced another).
    @Test(arguments: 0..<3) func anAttributeValueReplacesAnotherOfItsClass(round: Int) {
        let shadow = NSShadow(), wideShadow = NSShadow()
        wideShadow.shadowBlurRadius = 4
        let centered = NSMutableParagraphStyle(), right = NSMutableParagraphStyle()
        (centered.alignment, right.alignment) = (.center, .right)
        let attachment = NSTextAttachment(), other = NSTextAttachment()
        other.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let pairs: [(NSAttributedString.Key, NSObject, NSObject)] = [
            (.foregroundColor, UIColor(white: 0, alpha: 1), UIColor(red: 0.5, green: 0, blue: 1, alpha: 1)),
            (.backgroundColor, UIColor.systemRed, UIColor.systemBlue),
            (.font, UIFont.systemFont(ofSize: 12), UIFont.boldSystemFont(ofSize: 20)),
            (.shadow, shadow, wideShadow),
            (.paragraphStyle, centered, right),
            (.attachment, attachment, other),
        ]
        for (key, first, second) in pairs {
            let text = NSMutableAttributedString(string: "Wren \(round)", attributes: [key: first])
            text.addAttribute(key, value: second, range: NSRange(location: 0, length: 2))
            #expect(text.attribute(key, at: 0, effectiveRange: nil) as? NSObject === second, "\(key)")
            #expect(text.attribute(key, at: 3, effectiveRange: nil) as? NSObject === first, "\(key)")
            // Copies compare runs, and an attribute set across runs replaces values of both.
            let copy = NSMutableAttributedString(attributedString: text)
            copy.append(NSAttributedString(attributedString: text))
            copy.addAttribute(key, value: first, range: NSRange(location: 1, length: copy.length - 2))
            #expect(copy.attribute(key, at: 0, effectiveRange: nil) as? NSObject === second, "\(key)")
            #expect(copy.attribute(key, at: 1, effectiveRange: nil) as? NSObject === first, "\(key)")
        }
    }

    @Test func kerningAddsSpaceAfterEveryCharacter() {
        let plain = NSAttributedString(string: "Wren", attributes: [.font: body]).size().width
        let spread = NSAttributedString(string: "Wren", attributes: [.font: body, .kern: 3]).size().width
        #expect(abs(spread - plain - 12) < 0.001)
    }

    @Test func paragraphStylesIndentSpaceAndAlign() {
        let style = NSMutableParagraphStyle()
        style.firstLineHeadIndent = 20
        style.headIndent = 8
        style.lineSpacing = 5
        style.paragraphSpacing = 11
        style.alignment = .center
        let text = NSAttributedString(string: "one two three four five six seven eight\nnine",
                                      attributes: [.font: body, .paragraphStyle: style])
        let layout = RichTextLayout(text, width: 150)
        #expect(layout.lines.count >= 3)
        #expect(layout.lines[0].indent == 20 && layout.lines[1].indent == 8)
        #expect(layout.lines[1].top == layout.lines[0].top + body.lineHeight + 5)
        let last = layout.lines[layout.lines.count - 1], beforeLast = layout.lines[layout.lines.count - 2]
        #expect(last.top == beforeLast.top + beforeLast.height + 11, "paragraph spacing between paragraphs")
        #expect(layout.lines.allSatisfy { $0.width <= $0.room && $0.alignment == .center })
        let lineHeights = NSMutableParagraphStyle()
        lineHeights.lineHeightMultiple = 1.5
        let tall = RichTextLayout(NSAttributedString(string: "x", attributes: [.font: body, .paragraphStyle: lineHeights]), width: 100)
        #expect(tall.size.height == body.lineHeight * 1.5)
        #expect(tall.lines[0].baseline == body.lineHeight * 0.5 + body.ascender, "extra height goes above the text")
    }

    @Test func attachmentsTakeTheirBoundsOnTheBaseline() {
        let attachment = NSTextAttachment(image: TestImages.filled(CGSize(width: 30, height: 40)))
        let text = NSMutableAttributedString(string: "a", attributes: [.font: body])
        text.append(NSAttributedString(attachment: attachment))
        let layout = RichTextLayout(text, width: 500)
        #expect(layout.lines[0].fragments[1].width == 30)
        #expect(layout.lines[0].baseline == 40, "the 40-point image rises above the font's ascender")
        attachment.bounds = CGRect(x: 0, y: -5, width: 10, height: 10)
        #expect(RichTextLayout(text, width: 500).lines[0].fragments[1].width == 10)
    }

    @Test func boundingRectWrapsOnlyWithLineFragmentOrigin() {
        let text = NSAttributedString(string: "The robin sang from a hawthorn hedge at dawn", attributes: [.font: body])
        let oneLine = text.boundingRect(with: CGSize(width: 120, height: 1000), options: [], context: nil)
        let wrapped = text.boundingRect(with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        #expect(oneLine.height == body.lineHeight && oneLine.width > 120)
        #expect(wrapped.width <= 120 && wrapped.height >= 3 * body.lineHeight)
        let context = NSStringDrawingContext()
        let cut = text.boundingRect(with: CGSize(width: 120, height: body.lineHeight * 2), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                    context: context)
        #expect(cut.height == body.lineHeight * 2 && context.totalBounds == cut)
    }

    @Test func labelsDrawEveryRunAndTruncateTheLastLine() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        let text = NSMutableAttributedString(string: "Red ", attributes: [.foregroundColor: UIColor.systemRed, .font: body])
        text.append(NSAttributedString(string: "Blue", attributes: [.foregroundColor: UIColor.systemBlue, .font: body]))
        label.attributedText = text
        #expect(label.text == "Red Blue" && label.textColor == .systemRed)
        let image = try #require(label.snapshotImage(scale: 1).cgImage)
        var reds = 0, blues = 0
        for x in 0..<image.width {
            for y in 0..<image.height {
                let pixel = image.rgba(x, y)
                if pixel.alpha > 200, pixel.red > 200, pixel.blue < 100 { reds += 1 }
                if pixel.alpha > 200, pixel.blue > 200, pixel.red < 100 { blues += 1 }
            }
        }
        #expect(reds > 10 && blues > 10, "both runs are drawn in their own colors")
        label.font = title
        #expect(label.sizeThatFits(.zero).height == title.lineHeight.rounded(.up), "the label's font now sets every run")
        label.text = "plain"
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemRed)
        let long = NSAttributedString(string: "The robin sang from a hawthorn hedge at dawn", attributes: [.font: body])
        label.attributedText = long
        label.numberOfLines = 2
        #expect(label.sizeThatFits(CGSize(width: 120, height: 0)).height == (2 * body.lineHeight).rounded(.up))
    }

    @Test func aLabelMixingStylesMatchesItsReference() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        label.backgroundColor = .white
        label.numberOfLines = 0
        let text = NSMutableAttributedString(string: "Robin ", attributes: [.font: title, .foregroundColor: UIColor.systemRed])
        text.append(NSAttributedString(string: "spotted", attributes: [.font: UIFont.italicSystemFont(ofSize: 17), .kern: 2, .foregroundColor: UIColor.label,
                                                                          .underlineStyle: NSUnderlineStyle.single.rawValue]))
        text.append(NSAttributedString(string: " at ", attributes: [.font: body, .foregroundColor: UIColor.label]))
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 1, height: 2)
        shadow.shadowBlurRadius = 2
        text.append(NSAttributedString(string: "dawn", attributes: [.font: body, .foregroundColor: UIColor.label, .backgroundColor: UIColor.systemYellow, .shadow: shadow]))
        text.append(NSAttributedString(string: " ", attributes: [.font: body]))
        text.append(NSAttributedString(attachment: NSTextAttachment(image: TestImages.filled(CGSize(width: 16, height: 16), color: .systemGreen))))
        text.append(NSAttributedString(string: "\nwas ", attributes: [.font: body, .foregroundColor: UIColor.darkGray]))
        text.append(NSAttributedString(string: "not", attributes: [.font: body, .foregroundColor: UIColor.darkGray, .strikethroughStyle: NSUnderlineStyle.single.rawValue]))
        text.append(NSAttributedString(string: " here", attributes: [.font: UIFont.systemFont(ofSize: 11), .foregroundColor: UIColor.systemBlue, .baselineOffset: 6]))
        label.attributedText = text
        let failure = verifySnapshot(of: label.snapshotImage(scale: 2), named: "2x")
        #expect(failure == nil, "\(failure ?? "")")
    }
}
