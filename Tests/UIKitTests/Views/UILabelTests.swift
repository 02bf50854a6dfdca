import Testing
@testable import UIKit

@MainActor @Suite struct UILabelTests {
    private let sentence = "The quick brown fox jumps over the lazy dog near the riverbank at dawn"
    private let ellipsis = "\u{2026}"

    private func label(_ text: String, width: CGFloat, lines: Int = 1, height: CGFloat = 400,
                       mode: NSLineBreakMode = .byTruncatingTail) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
        label.text = text
        label.numberOfLines = lines
        label.lineBreakMode = mode
        return label
    }

    /// The lines the label draws in its bounds.
    private func lines(_ label: UILabel) -> [String] {
        label.textLayout(in: label.bounds).lines.map(\.text)
    }

    private func width(_ text: String, font: UIFont = .systemFont(ofSize: 17)) -> CGFloat {
        TextLayout(text: text, font: font, width: .greatestFiniteMagnitude, numberOfLines: 1, lineBreakMode: .byClipping).size.width
    }

    // MARK: Defaults

    @Test func aLabelKeepsACopyOfItsAttributedTextAndItsFontAndColorRestyleAllOfIt() {
        let label = UILabel()
        let text = NSMutableAttributedString(string: "Wren ", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "song", attributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.blue]))
        label.attributedText = text
        text.replaceCharacters(in: NSRange(location: 0, length: 4), with: "Lark")
        #expect(label.attributedText?.string == "Wren song" && label.text == "Wren song")
        label.textColor = .systemGreen
        let colored = label.attributedText
        #expect(colored?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemGreen)
        #expect(colored?.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor == .systemGreen)
        #expect(colored?.attribute(.font, at: 6, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 12), "the runs keep their fonts")
        label.font = .italicSystemFont(ofSize: 15)
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .italicSystemFont(ofSize: 15))
        #expect(label.attributedText?.attribute(.font, at: 6, effectiveRange: nil) as? UIFont == .italicSystemFont(ofSize: 15))
    }

    @Test func defaults() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == UIColor.label)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(!label.isUserInteractionEnabled, "labels ignore touches unless told otherwise")
        #expect(label.text == nil)
    }

    // MARK: One line

    @Test func textThatFitsIsShownWhole() {
        let label = label("Wren", width: 200)
        #expect(lines(label) == ["Wren"])
    }

    @Test func singleLineTruncatesTheTail() throws {
        let label = label(sentence, width: 120)
        let shown = try #require(lines(label).first)
        #expect(lines(label).count == 1)
        #expect(shown.hasSuffix(ellipsis))
        let kept = String(shown.dropLast())
        #expect(!kept.isEmpty && sentence.hasPrefix(kept))
        #expect(width(shown) <= 120)
        #expect(width(sentence.prefix(kept.count + 2) + ellipsis) > 120, "keeps as much text as fits")
    }

    @Test func singleLineTruncatesTheHead() throws {
        let label = label(sentence, width: 120, mode: .byTruncatingHead)
        let shown = try #require(lines(label).first)
        #expect(shown.hasPrefix(ellipsis))
        let kept = String(shown.dropFirst())
        #expect(!kept.isEmpty && sentence.hasSuffix(kept))
        #expect(width(shown) <= 120)
    }

    @Test func singleLineTruncatesTheMiddle() throws {
        let label = label(sentence, width: 140, mode: .byTruncatingMiddle)
        let shown = try #require(lines(label).first)
        let parts = shown.components(separatedBy: ellipsis)
        #expect(parts.count == 2)
        #expect(!parts[0].isEmpty && sentence.hasPrefix(parts[0]))
        #expect(!parts[1].isEmpty && sentence.hasSuffix(parts[1]))
        #expect(width(shown) <= 140)
    }

    @Test func clippingShowsNoEllipsis() {
        let label = label(sentence, width: 120, mode: .byClipping)
        #expect(lines(label) == [sentence])
    }

    // MARK: Several lines

    @Test func unlimitedLinesWrapWordsToTheWidth() {
        let label = label(sentence, width: 150, lines: 0)
        let shown = lines(label)
        #expect(shown.count > 2)
        #expect(shown.joined(separator: " ") == sentence, "every word is shown, none is broken")
        for line in shown {
            #expect(width(line) <= 150, "\(line) is too wide")
            #expect(!line.contains(ellipsis))
        }
        // Greedy breaking: the next word would not have fitted on the line before.
        for (line, next) in zip(shown, shown.dropFirst()) {
            let firstWord = next.split(separator: " ").first.map(String.init) ?? ""
            #expect(width(line + " " + firstWord) > 150)
        }
    }

    @Test func twoLinesTruncateTheLastLineWhenMoreTextRemains() throws {
        let label = label(sentence, width: 150, lines: 2)
        let shown = lines(label)
        #expect(shown.count == 2)
        #expect(!shown[0].contains(ellipsis))
        let last = try #require(shown.last)
        #expect(last.hasSuffix(ellipsis))
        #expect(width(last) <= 150)
        let shownText = shown[0] + " " + last.dropLast()
        #expect(sentence.hasPrefix(shownText), "the second line continues the first")
        // The last line is filled with the remaining text, cut wherever the ellipsis still fits, not at the wrap.
        let longer = String(sentence.prefix(shownText.count + 2).dropFirst(shown[0].count + 1))
        #expect(width(longer + ellipsis) > 150)
    }

    @Test func twoLinesOfShortTextNeedNoEllipsis() {
        let label = label("Song thrush", width: 150, lines: 2)
        #expect(lines(label) == ["Song thrush"])
    }

    @Test func wordWrappingWithALineLimitClipsWithoutEllipsis() {
        let label = label(sentence, width: 150, lines: 2, mode: .byWordWrapping)
        let shown = lines(label)
        #expect(shown.count == 2)
        #expect(shown.allSatisfy { !$0.contains(ellipsis) })
        #expect(sentence.hasPrefix(shown.joined(separator: " ")))
        #expect(shown.joined(separator: " ") != sentence)
    }

    @Test func theHeightLimitsUnlimitedLines() throws {
        let label = label(sentence, width: 150, lines: 0)
        label.frame.size.height = (label.font.lineHeight * 2.5).rounded(.up)
        let shown = lines(label)
        #expect(shown.count == 2, "only whole lines that fit the height are drawn")
        #expect(try #require(shown.last).hasSuffix(ellipsis))
    }

    // MARK: Sizing

    @Test func intrinsicContentSizeIsOneLineOfText() {
        let label = UILabel()
        label.text = "Wren"
        let size = label.intrinsicContentSize
        #expect(size.width == width("Wren").rounded(.up))
        #expect(size.height == label.font.lineHeight.rounded(.up))
    }

    @Test func intrinsicContentSizeGrowsWithTheText() {
        let label = UILabel()
        label.text = "Wren"
        let short = label.intrinsicContentSize
        label.text = "Wren and robin"
        let long = label.intrinsicContentSize
        #expect(long.width > short.width)
        #expect(long.height == short.height)
    }

    @Test func intrinsicContentSizeGrowsWithTheFontSize() {
        let label = UILabel()
        label.text = "Wren"
        let small = label.intrinsicContentSize
        label.font = .systemFont(ofSize: 34)
        let large = label.intrinsicContentSize
        #expect(large.width > small.width * 1.8)
        #expect(large.height > small.height * 1.8)
    }

    @Test func emptyLabelsHaveNoIntrinsicSize() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func preferredMaxLayoutWidthWrapsTheIntrinsicSize() {
        let label = UILabel()
        label.text = sentence
        label.numberOfLines = 0
        let unwrapped = label.intrinsicContentSize
        #expect(unwrapped.width > 150)
        #expect(unwrapped.height == label.font.lineHeight.rounded(.up))

        label.preferredMaxLayoutWidth = 150
        let wrapped = label.intrinsicContentSize
        #expect(wrapped.width <= 150)
        let lineCount = TextLayout(text: sentence, font: label.font, width: 150, numberOfLines: 0, lineBreakMode: .byTruncatingTail).lines.count
        #expect(lineCount > 2)
        #expect(wrapped.height == (CGFloat(lineCount) * label.font.lineHeight).rounded(.up))
    }

    @Test func preferredMaxLayoutWidthDoesNotWrapASingleLineLabel() {
        let label = UILabel()
        label.text = sentence
        label.preferredMaxLayoutWidth = 150
        #expect(label.intrinsicContentSize.height == label.font.lineHeight.rounded(.up))
    }

    @Test func sizeThatFitsWrapsToTheOfferedWidth() {
        let label = UILabel()
        label.text = sentence
        label.numberOfLines = 0
        let fitted = label.sizeThatFits(CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude))
        #expect(fitted.width <= 150)
        #expect(fitted.height > 2 * label.font.lineHeight)

        label.numberOfLines = 2
        let twoLines = label.sizeThatFits(CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude))
        #expect(twoLines.height == (2 * label.font.lineHeight).rounded(.up))
    }

    @Test func sizeToFitMakesTheLabelAsBigAsItsText() {
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 1, height: 1))
        label.text = "Wren"
        label.sizeToFit()
        #expect(label.frame.origin == CGPoint(x: 10, y: 10))
        #expect(label.frame.size == label.intrinsicContentSize)
    }

    @Test func aSingleLineLabelFitsItsWholeTextWhateverTheOfferedWidth() {
        let label = UILabel()
        label.text = sentence
        #expect(label.sizeThatFits(CGSize(width: 50, height: 10)) == label.intrinsicContentSize)
        #expect(label.intrinsicContentSize.width == width(sentence).rounded(.up))
    }

    @Test func sizeToFitWrapsAMultilineLabelToItsWidth() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 10))
        label.numberOfLines = 0
        label.text = sentence
        label.sizeToFit()
        #expect(label.frame.width <= 150)
        #expect(label.frame.height > 2 * label.font.lineHeight)
    }

    @Test func changingTheTextAsksTheSuperviewForLayout() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = UILabel()
        parent.addSubview(label)
        parent.layoutIfNeeded()
        #expect(!parent.needsLayoutFlag)
        label.text = "Wren"
        #expect(parent.needsLayoutFlag)
    }

    // MARK: Drawing

    /// The columns of `image` that hold any visible pixel.
    private func inkedColumns(_ image: UIImage) -> [Int] {
        let cgImage = image.cgImage!
        return (0..<cgImage.width).filter { x in (0..<cgImage.height).contains { y in cgImage.pixel(atX: x, y: y).alpha > 0 } }
    }

    @Test func textIsDrawnInTheTextColorWhereTheAlignmentPutsIt() throws {
        let label = label("Wren", width: 200, height: 30)
        label.textColor = .black
        let left = inkedColumns(label.snapshotImage(scale: 1))
        #expect(try #require(left.first) < 5)
        #expect(try #require(left.last) < 100)

        label.textAlignment = .right
        let right = inkedColumns(label.snapshotImage(scale: 1))
        #expect(try #require(right.first) > 100)
        #expect(try #require(right.last) >= 190)

        label.textAlignment = .center
        let center = inkedColumns(label.snapshotImage(scale: 1))
        let middle = (CGFloat(try #require(center.first)) + CGFloat(try #require(center.last))) / 2
        #expect(abs(middle - 100) <= 3)
    }

    @Test(arguments: [CGSize(width: 4, height: 3), CGSize(width: 0, height: -1)])
    func aShadowIsTheTextDrawnAgainInTheShadowColorAtTheOffsetWithoutBlur(offset: CGSize) throws {
        #expect(UILabel().shadowColor == nil && UILabel().shadowOffset == CGSize(width: 0, height: -1))
        let label = label("Hx", width: 100, height: 60)
        label.font = .boldSystemFont(ofSize: 40)
        label.backgroundColor = .white
        label.textColor = .systemRed
        let red = try #require(label.snapshotImage(scale: 2).cgImage)
        label.textColor = .black
        let black = try #require(label.snapshotImage(scale: 2).cgImage)
        label.shadowColor = .systemRed
        if offset != label.shadowOffset { label.shadowOffset = offset }
        let shadowed = try #require(label.snapshotImage(scale: 2).cgImage)
        label.textColor = .clear
        let shadow = try #require(label.snapshotImage(scale: 2).cgImage)

        let (dx, dy) = (Int(offset.width) * 2, Int(offset.height) * 2)
        var mismatches: [String] = []
        for y in 0..<red.height {
            for x in 0..<red.width {
                let inside = (0..<red.width).contains(x - dx) && (0..<red.height).contains(y - dy)
                let shifted = inside ? red.rgba(x - dx, y - dy) : RGBA(255, 255, 255)
                if shadow.rgba(x, y) != shifted { mismatches.append("shadow at (\(x), \(y)): \(shadow.rgba(x, y)), not \(shifted)") }
                let text = black.rgba(x, y)
                if text == RGBA(0, 0, 0), shadowed.rgba(x, y) != text { mismatches.append("text over its shadow at (\(x), \(y))") }
                // A glyph's faintest edge rounds away over white but not always over red.
                if text == RGBA(255, 255, 255), !shadowed.rgba(x, y).isClose(to: shifted) {
                    mismatches.append("shadow beside the text at (\(x), \(y)): \(shadowed.rgba(x, y)), not \(shifted)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(5))")
        #expect(shadow.bounds { $0.red > 200 && $0.green < 100 } != nil, "the shadow shows")
    }

    @Test func textIsDrawnInTheTextColor() throws {
        let label = label("WWWW", width: 100, height: 30)
        label.font = .boldSystemFont(ofSize: 24)
        label.textColor = .systemRed
        let image = try #require(label.snapshotImage(scale: 1).cgImage)
        var opaque: [(UInt8, UInt8, UInt8)] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(atX: x, y: y)
                if pixel.alpha == 255 { opaque.append((pixel.red, pixel.green, pixel.blue)) }
            }
        }
        #expect(!opaque.isEmpty)
        #expect(opaque.allSatisfy { $0 == (255, 59, 48) })
    }
}

/// Where text shrunk by `adjustsFontSizeToFitWidth` goes vertically.
@MainActor @Suite struct UILabelBaselineAdjustmentTests {
    /// The rows, top to bottom, that the label's ink covers.
    private func inkedRows(_ adjustment: UIBaselineAdjustment?) -> ClosedRange<Int> {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        label.text = adjustment == nil ? "HHHH" : "HHHHHHHHHHHH"
        label.font = .systemFont(ofSize: 30)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.3
        if let adjustment { label.baselineAdjustment = adjustment }
        let image = label.snapshotImage(scale: 1).cgImage!
        let rows = (0..<60).filter { y in (0..<80).contains { image.pixel(atX: $0, y: y).alpha > 128 } }
        return rows.first!...rows.last!
    }

    @Test func shrunkTextKeepsTheBaselineByDefaultOrTheCenterOrTheTop() {
        let label = UILabel()
        #expect(label.baselineAdjustment == .alignBaselines)
        let full = inkedRows(nil)
        let baselines = inkedRows(.alignBaselines), centers = inkedRows(.alignCenters), tops = inkedRows(UIBaselineAdjustment.none)
        // Capitals stand on the baseline: the shrunk ones end on the same row as the full-size ones.
        #expect(abs(baselines.upperBound - full.upperBound) <= 1)
        // Centered, they sit higher than on the baseline; from the top, higher still.
        #expect(centers.upperBound < baselines.upperBound && tops.upperBound < centers.upperBound)
    }
}

/// A plain label of one line shows the line's own image; what it draws is what its backing store would hold.
@MainActor @Suite struct UILabelLineContentsTests {
    /// A subclass draws through `draw(_:)` into a backing store, as any view does.
    private final class DrawnLabel: UILabel {}

    private func pair(at origin: CGPoint = CGPoint(x: 20, y: 100), _ configure: (UILabel) -> Void) -> (plain: UILabel, drawn: UILabel, window: UIWindow) {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let plain = UILabel(frame: CGRect(origin: origin, size: CGSize(width: 200, height: 30)))
        let drawn = DrawnLabel(frame: plain.frame)
        for label in [plain, drawn] { configure(label) }
        controller.view.addSubview(plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.rootViewController = controller
        window.isHidden = false
        window.runUpdateCycle()
        return (plain, drawn, window)
    }

    @Test(arguments: [CGPoint(x: 20, y: 100), CGPoint(x: 20.25, y: 100.3)], ["Wood Thrush · 7", "jay", "Label 17"])
    func aPlainLineIsItsOwnImageDrawnAsTheBackingStoreWouldBe(origin: CGPoint, text: String) throws {
        // Between device pixels too, where the layer is blended into its neighbours: an image inked to its edge gets
        // the empty pixels a backing store has around it.
        let (plain, drawn, window) = pair(at: origin) { label in
            label.text = text
            label.textAlignment = .center
            label.textColor = .systemIndigo
        }
        defer { window.isHidden = true }
        let line = try #require(plain.layer.contents as! CGImage?)
        #expect(line.width < 400 && line.height < 60, "the line's image, not a 400x60 backing store")
        let placed = try #require(plain.layer.contentsPlacement?.frame)
        #expect(plain.bounds.contains(placed) && abs(placed.midX - 100) <= 1, "centered in the bounds")
        let withLine = try #require(window.snapshotImage().pngData())
        plain.removeFromSuperview()
        window.rootViewController?.view.addSubview(drawn)
        window.runUpdateCycle()
        let backing = try #require(drawn.layer.contents as! CGImage?)
        #expect(backing.width == 400 && backing.height == 60)
        #expect(try #require(window.snapshotImage().pngData()) == withLine, "the same pixels either way")
    }

    @Test func twoLinesAShadowOrAttributedTextUseTheBackingStore() throws {
        for configure: (UILabel) -> Void in [
            { $0.text = "Wood thrush singing at dusk by the old mill pond"; $0.numberOfLines = 0; $0.frame.size.height = 60 },
            { $0.text = "Wren"; $0.shadowColor = .gray },
            { $0.attributedText = NSAttributedString(string: "Wren", attributes: [.foregroundColor: UIColor.red]) },
        ] {
            let (plain, _, window) = pair(configure)
            defer { window.isHidden = true }
            let contents = try #require(plain.layer.contents as! CGImage?)
            #expect(contents.width == 400 && plain.layer.contentsFrame == nil)
        }
    }

    @Test func changingTheTextShowsTheNewLine() throws {
        let (plain, _, window) = pair { $0.text = "Wren" }
        defer { window.isHidden = true }
        let before = try #require(plain.layer.contents as! CGImage?)
        plain.text = "Marsh Wren"
        window.runUpdateCycle()
        let after = try #require(plain.layer.contents as! CGImage?)
        #expect(after.width > before.width && plain.layer.contentsPlacement?.frame.minX == 0)
    }
}
