import Cassowary
import CoreGraphics

/// A view that displays one or more lines of read-only text.
@preconcurrency @MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    /// The label's text properties by key, for key-value coding and observing.
    open nonisolated override class var objcMemberTable: ObjCMemberTable { labelKeyValues }
    private nonisolated static let labelKeyValues = ObjCMemberTable(inheriting: UIView.objcMemberTable, properties: [
        .readWrite("text") { \UILabel.text }, .readWrite("attributedText") { \UILabel.attributedText },
        .readWrite("font") { \UILabel.font }, .readWrite("textColor") { \UILabel.textColor },
        .readWrite("numberOfLines") { \UILabel.numberOfLines },
        .readWrite("allowsDefaultTighteningForTruncation") { \UILabel.allowsDefaultTighteningForTruncation },
    ])

    /// The text; setting it drops the styles of `attributedText`, as UIKit does.
    open var text: String? {
        get { labelText }
        set {
            styledText = nil
            guard newValue != labelText else { return }
            labelText = newValue
            textDidChange()
            didChangeValue(forKey: "text")
        }
    }

    private var labelText: String?
    /// A copy of the attributed text, while one is set: drawn run by run.
    private var styledText: NSAttributedString?
    /// Whether `font` and `textColor`, set after the attributed text, apply to all of it.
    private var labelStyleOverridesRuns = (font: false, color: false)

    /// The font; setting nil restores the default, the 17-point system font. Setting it applies it to all of
    /// `attributedText`, as UIKit does.
    open var font: UIFont! {
        get { labelFont }
        set {
            labelFont = newValue ?? .systemFont(ofSize: 17)
            if styledText != nil { labelStyleOverridesRuns.font = true }
            textDidChange()
        }
    }

    /// The text color; setting nil restores the default, `.label`. Setting it applies it to all of `attributedText`.
    open var textColor: UIColor! {
        get { labelTextColor }
        set {
            labelTextColor = newValue ?? .label
            if styledText != nil { labelStyleOverridesRuns.color = true }
            setNeedsDisplay()
        }
    }

    private var labelFont = UIFont.systemFont(ofSize: 17)

    /// Whether a text style's font (or one `UIFontMetrics` scaled) follows the content size category of the label's
    /// traits; off by default, as on iOS.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { adjustFonts(to: traitCollection) } }
    }

    package override func adjustFonts(to traitCollection: UITraitCollection) {
        guard adjustsFontForContentSizeCategory else { return }
        let adjusted = labelFont.adjusted(for: traitCollection)
        if adjusted !== labelFont { font = adjusted }
    }
    private var labelTextColor = UIColor.label
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The most lines to use; 0 means no limit.
    open var numberOfLines = 1 { didSet { textDidChange() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
    /// The width multi-line text wraps at when the label computes its intrinsic size.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textDidChange() } }
    open var isEnabled = true { didSet { setNeedsDisplay() } }
    open var isHighlighted = false { didSet { setNeedsDisplay() } }
    /// The text color while `isHighlighted`; nil keeps `textColor`.
    open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The color of the text's shadow: the text drawn again in this color at `shadowOffset`, without blur, as UIKit
    /// draws it. Nil, the default, draws no shadow. Attributed text takes its shadows from its `.shadow` runs.
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    /// How far the shadow lies from the text, in points: (0, -1), one point above it, by default.
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet {
            shadowOffset = checkedFinite(shadowOffset, shadowOffset.width, shadowOffset.height, keeping: oldValue, for: "UILabel.shadowOffset")
            setNeedsDisplay()
        }
    }
    /// Whether the shadow is drawn on the other side of the text, as a button reverses its title's while highlighted.
    package var isShadowReversed = false { didSet { setNeedsDisplay() } }
    /// Whether a single line shrinks its font, down to `minimumScaleFactor`, to fit the label's width.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest fraction of the font size that shrinking may reach; 0 means the font never shrinks.
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// Where shrunk text goes vertically: by default its baseline stays where the full-size text's would be.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines { didSet { setNeedsDisplay() } }
    /// Whether text a little too wide for the label has its characters drawn closer together to fit whole before it
    /// is truncated: by up to 5% of the width, AppKit's documented tightening factor (see
    /// `TextLayout.tighteningFactor`); wider text is truncated untightened. Off by default, as on iOS. The intrinsic
    /// size and `sizeThatFits(_:)` stay the untightened text's.
    open var allowsDefaultTighteningForTruncation = false { didSet { setNeedsDisplay() } }

    /// The text with its attributes, drawn run by run: fonts, colors, kerning, underlines, strikethroughs,
    /// backgrounds, baseline offsets, shadows, attachments and paragraph styles. The label's `font` and
    /// `textColor` become those of the first character; `text` becomes the plain string. The label keeps a copy, and
    /// `font` or `textColor` set afterwards restyle all of it.
    open var attributedText: NSAttributedString? {
        get {
            guard let styledText else {
                return labelText.map { NSAttributedString(string: $0, attributes: [.font: font!, .foregroundColor: textColor!]) }
            }
            guard labelStyleOverridesRuns.font || labelStyleOverridesRuns.color else { return styledText }
            let restyled = NSMutableAttributedString(attributedString: styledText)
            let whole = NSRange(location: 0, length: restyled.length)
            if labelStyleOverridesRuns.font { restyled.addAttribute(.font, value: labelFont, range: whole) }
            if labelStyleOverridesRuns.color { restyled.addAttribute(.foregroundColor, value: labelTextColor, range: whole) }
            return restyled
        }
        set {
            guard let newValue, newValue.length > 0 else {
                text = newValue?.string
                return
            }
            let attributes = newValue.attributes(at: 0, effectiveRange: nil)
            if let font = attributes[.font] as? UIFont { labelFont = font }
            if let color = attributes[.foregroundColor] as? UIColor { labelTextColor = color }
            labelText = newValue.string
            // Only a mutable string can change behind the label's back; Foundation here never frees an attributed
            // string, so an immutable one is kept as it is.
            styledText = newValue is NSMutableAttributedString ? NSAttributedString(attributedString: newValue) : newValue
            labelStyleOverridesRuns = (false, false)
            textDidChange()
        }
    }

    /// The attributed text laid out at `width`, with the label's font, color, alignment and line limit as defaults;
    /// `tightens` lets a truncated line tighten to fit first, as drawing does and measuring does not.
    private func richLayout(_ styled: NSAttributedString, width: CGFloat, numberOfLines: Int, tightens: Bool = false) -> RichTextLayout {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = resolvedAlignment(textAlignment)
        paragraph.lineBreakMode = lineBreakMode
        let color = drawnTextColor
        return RichTextLayout(styled, width: width, numberOfLines: numberOfLines, defaultFont: font, defaultColor: color,
                              defaultParagraph: paragraph, overridingFont: labelStyleOverridesRuns.font ? font : nil,
                              overridingColor: labelStyleOverridesRuns.color ? color : nil,
                              allowsTightening: tightens && allowsDefaultTighteningForTruncation)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureLabel()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        configureLabel()
    }

    private func configureLabel() {
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
    }

    private func textDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()
    }

    /// The width multi-line text last wrapped at for the intrinsic size, when `preferredMaxLayoutWidth` is 0.
    private var intrinsicWrapWidth: CGFloat = 0

    /// A multi-line label without a preferred width wraps at the width layout gave it, as UIKit does: a new
    /// width changes the intrinsic height.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if numberOfLines != 1, preferredMaxLayoutWidth == 0, translatesAutoresizingMaskIntoConstraints, bounds.width != intrinsicWrapWidth {
            intrinsicWrapWidth = bounds.width
            invalidateIntrinsicContentSize()
        }
    }

    /// A label placed by constraints wraps at the width the engine solved, within the same solve, so one layout
    /// pass gives it the right height, as UIKit's second engine pass does.
    package override func layoutEngineDidChangeWidth(to width: CGFloat) {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0, !translatesAutoresizingMaskIntoConstraints, width != intrinsicWrapWidth else { return }
        intrinsicWrapWidth = width
        updateContentConstraints()
    }

    package override func baselineExpression(first: Bool) -> LinearExpression {
        // Text is centered vertically, so each baseline sits at a fixed offset from the center.
        let variables = layoutVariables
        let textHeight = intrinsicContentSize.height, font = self.font!
        let firstBaseline = font.ascender - textHeight / 2
        let lastBaseline = textHeight / 2 - font.lineHeight + font.ascender
        return variables.expression(.centerY) + Double(first ? firstBaseline : lastBaseline)
    }

    /// The plain text laid out at `width`; `tightens` lets a truncated line tighten to fit first, as drawing does and
    /// measuring does not.
    private func layout(width: CGFloat, numberOfLines: Int, font: UIFont? = nil, tightens: Bool = false) -> TextLayout {
        TextLayout(text: text ?? "", font: font ?? self.font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
                   allowsTightening: tightens && allowsDefaultTighteningForTruncation)
    }

    /// The font a single line is drawn in at `width`: shrunk just enough to fit, but not below `minimumScaleFactor`.
    private func fittingFont(width: CGFloat) -> UIFont {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, minimumScaleFactor < 1, let text else { return font }
        let natural = layout(width: .greatestFiniteMagnitude, numberOfLines: 1).size.width
        guard natural > width, natural > 0, !text.isEmpty else { return font }
        return font.withSize(font.pointSize * max(minimumScaleFactor, width / natural))
    }

    /// The size the text needs when wrapped to `size`'s width; a zero width means no wrapping limit.
    ///
    /// As in UIKit, a single-line label answers with its whole text's width,
    /// whatever width is offered, so `sizeToFit()` shows it untruncated; without text the size is zero.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width = size.width > 0 && numberOfLines != 1 ? size.width : .greatestFiniteMagnitude
        if let styledText {
            let fitted = richLayout(styledText, width: width, numberOfLines: numberOfLines).size
            return CGSize(width: fitted.width.rounded(.up), height: fitted.height.rounded(.up))
        }
        let fitted = layout(width: width, numberOfLines: numberOfLines).size
        return CGSize(width: fitted.width.rounded(.up), height: fitted.height.rounded(.up))
    }

    open override var intrinsicContentSize: CGSize {
        let wrapWidth = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : intrinsicWrapWidth
        return sizeThatFits(CGSize(width: numberOfLines != 1 ? wrapWidth : 0, height: 0))
    }

    /// Where the text goes in `bounds`: its lines' size, centered vertically as UILabel draws it.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = layout(width: bounds.width, numberOfLines: numberOfLines, tightens: true).size
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: min(size.width, bounds.width), height: size.height)
    }

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// The lines `drawText(in:)` draws in `rect`: wrapped to its width, and no more than `numberOfLines` or its height allows.
    package func textLayout(in rect: CGRect) -> TextLayout {
        let fitting = max(1, Int(min((rect.height / font.lineHeight).rounded(.down), CGFloat(Int32.max))))
        let limit = numberOfLines == 0 ? fitting : min(numberOfLines, fitting)
        return layout(width: rect.width, numberOfLines: limit, font: fittingFont(width: rect.width), tightens: true)
    }

    /// Draws the text, wrapped to `rect`'s width and using only as many lines as fit its height.
    open func drawText(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), let text, !text.isEmpty else { return }
        if let styledText {
            // As many lines as the label allows and its height holds, centered vertically.
            var layout = richLayout(styledText, width: rect.width, numberOfLines: numberOfLines, tightens: true)
            if let overflow = layout.lines.firstIndex(where: { $0.top + $0.height > rect.height }), overflow < layout.lines.count {
                layout = richLayout(styledText, width: rect.width, numberOfLines: max(1, overflow), tightens: true)
            }
            return layout.draw(at: CGPoint(x: rect.minX, y: rect.midY - layout.size.height / 2), width: rect.width, context: ctx)
        }
        let (layout, rect) = plainLayout(in: rect)
        if let shadowColor {
            let offset = isShadowReversed ? CGSize(width: -shadowOffset.width, height: -shadowOffset.height) : shadowOffset
            layout.draw(in: rect.offsetBy(dx: offset.width, dy: offset.height), alignment: resolvedAlignment(textAlignment), color: shadowColor, context: ctx)
        }
        layout.draw(in: rect, alignment: resolvedAlignment(textAlignment), color: drawnTextColor, context: ctx)
    }

    /// The lines of plain text drawn in `rect`, and the rectangle they are centered in: moved down when shrunk text
    /// keeps its baseline.
    private func plainLayout(in rect: CGRect) -> (layout: TextLayout, rect: CGRect) {
        let layout = textLayout(in: rect)
        return (layout, rect.offsetBy(dx: 0, dy: baselineShift(for: layout.font)))
    }

    /// The text's color as drawn: the highlighted color while highlighted, at half its alpha while disabled.
    private var drawnTextColor: UIColor {
        let base = isHighlighted ? highlightedTextColor ?? textColor! : textColor!
        return isEnabled ? base : base.withAlphaComponent(0.5 * base.alpha)
    }

    /// A label of one plain line shows the line's own image as its layer's contents, placed where `drawText(in:)`
    /// would draw it: the same pixels, without a backing store to fill, copy and scan for each label. A subclass, which
    /// may draw otherwise, draws as any view does.
    open override func display(_ layer: CALayer) {
        guard type(of: self) == UILabel.self, styledText == nil, shadowColor == nil, let text, !text.isEmpty else {
            return super.display(layer)
        }
        let (layout, rect) = plainLayout(in: bounds)
        guard layout.lines.count == 1 else { return super.display(layer) }
        // As in `display(_:)`, drawing sees the view's traits as the current ones, so dynamic colors resolve for it.
        var lines: [(image: CGImage, frame: CGRect)] = []
        traitCollection.performAsCurrent {
            lines = layout.renderedLines(in: rect, alignment: resolvedAlignment(textAlignment), color: drawnTextColor,
                                         scale: layer.contentsScale, visible: bounds)
        }
        // A line that overhangs the bounds would be cut off by a backing store, so it is drawn into one.
        guard lines.count == 1, bounds.contains(lines[0].frame),
              let line = Self.asInBackingStore(lines[0], bounds: bounds, scale: layer.contentsScale) else { return super.display(layer) }
        layer.contents = line.image
        layer.contentsFrame = line.frame
    }

    /// `line` with a transparent column or row added on each side where its ink reaches its image's edge inside
    /// `bounds`: a layer resting between device pixels blends an image's edge into its surroundings, and a backing
    /// store has empty pixels there.
    private static func asInBackingStore(_ line: (image: CGImage, frame: CGRect), bounds: CGRect,
                                         scale: CGFloat) -> (image: CGImage, frame: CGRect)? {
        let (image, frame) = line
        let ink = image.visiblePixels
        guard !ink.isEmpty else { return line }
        func pad(_ inked: Bool, _ room: CGFloat) -> Int { inked && room * scale >= 1 ? 1 : 0 }
        let left = pad(ink.minX == 0, frame.minX - bounds.minX), top = pad(ink.minY == 0, frame.minY - bounds.minY)
        let right = pad(ink.maxX == CGFloat(image.width), bounds.maxX - frame.maxX)
        let bottom = pad(ink.maxY == CGFloat(image.height), bounds.maxY - frame.maxY)
        guard left + top + right + bottom > 0 else { return line }
        guard let padded = image.padded(left: left, top: top, right: right, bottom: bottom) else { return nil }
        let pixel = 1 / scale
        return (padded, CGRect(x: frame.minX - CGFloat(left) * pixel, y: frame.minY - CGFloat(top) * pixel,
                               width: CGFloat(padded.width) * pixel, height: CGFloat(padded.height) * pixel))
    }

    /// How far shrunk text in `drawn` moves down from the center to keep the place `baselineAdjustment` names:
    /// both lines are centered, so their baselines and tops differ by the fonts' metrics.
    private func baselineShift(for drawn: UIFont) -> CGFloat {
        guard drawn.pointSize != font.pointSize else { return 0 }
        switch baselineAdjustment {
        case .alignBaselines: return (font.ascender - font.lineHeight / 2) - (drawn.ascender - drawn.lineHeight / 2)
        case .alignCenters: return 0
        case .none: return (drawn.lineHeight - font.lineHeight) / 2
        }
    }

    /// Shows `text` with `attributes`: through `font` and `textColor` when those are all it sets, so that bars
    /// rebuilt on every push make no attributed strings, which Foundation on Linux never frees.
    package func setText(_ text: String, attributes: [NSAttributedString.Key: Any]) {
        guard Set(attributes.keys).isSubset(of: [.font, .foregroundColor]) else {
            return attributedText = NSAttributedString(string: text, attributes: attributes)
        }
        self.text = text
        if let font = attributes[.font] as? UIFont { self.font = font }
        if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
    }
}
