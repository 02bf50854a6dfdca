import Cassowary
import CoreGraphics

/// A view that displays one or more lines of read-only text.
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String? { didSet { if text != oldValue { textDidChange() } } }
    /// The font; setting nil restores the default, the 17-point system font.
    open var font: UIFont! {
        get { labelFont }
        set {
            labelFont = newValue ?? .systemFont(ofSize: 17)
            textDidChange()
        }
    }

    /// The text color; setting nil restores the default, `.label`.
    open var textColor: UIColor! {
        get { labelTextColor }
        set {
            labelTextColor = newValue ?? .label
            setNeedsDisplay()
        }
    }

    private var labelFont = UIFont.systemFont(ofSize: 17)
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
    /// Whether a single line shrinks its font, down to `minimumScaleFactor`, to fit the label's width.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest fraction of the font size that shrinking may reach; 0 means the font never shrinks.
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// Whether the font follows the content size category; the default (Large) category is the only one here.
    open var adjustsFontForContentSizeCategory = false

    /// The text with its attributes. Setting it takes the text, and the font and color of its first character,
    /// since a label draws one font and color.
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0, attributes: [.font: font!, .foregroundColor: textColor!]) } }
        set {
            guard let newValue, newValue.length > 0 else {
                text = newValue?.string
                return
            }
            let attributes = newValue.attributes(at: 0, effectiveRange: nil)
            if let font = attributes[.font] as? UIFont { self.font = font }
            if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
            text = newValue.string
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureLabel()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
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

    private func layout(width: CGFloat, numberOfLines: Int, font: UIFont? = nil) -> TextLayout {
        TextLayout(text: text ?? "", font: font ?? self.font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
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
        let fitted = layout(width: width, numberOfLines: numberOfLines).size
        return CGSize(width: fitted.width.rounded(.up), height: fitted.height.rounded(.up))
    }

    open override var intrinsicContentSize: CGSize {
        let wrapWidth = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : intrinsicWrapWidth
        return sizeThatFits(CGSize(width: numberOfLines != 1 ? wrapWidth : 0, height: 0))
    }

    /// Where the text goes in `bounds`: its lines' size, centered vertically as UILabel draws it.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = layout(width: bounds.width, numberOfLines: numberOfLines).size
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: min(size.width, bounds.width), height: size.height)
    }

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// The lines `drawText(in:)` draws in `rect`: wrapped to its width, and no more than `numberOfLines` or its height allows.
    package func textLayout(in rect: CGRect) -> TextLayout {
        let fitting = max(1, Int(min((rect.height / font.lineHeight).rounded(.down), CGFloat(Int32.max))))
        let limit = numberOfLines == 0 ? fitting : min(numberOfLines, fitting)
        return layout(width: rect.width, numberOfLines: limit, font: fittingFont(width: rect.width))
    }

    /// Draws the text, wrapped to `rect`'s width and using only as many lines as fit its height.
    open func drawText(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), let text, !text.isEmpty else { return }
        let layout = textLayout(in: rect)
        let base = isHighlighted ? highlightedTextColor ?? textColor! : textColor!
        let color = isEnabled ? base : base.withAlphaComponent(0.5 * base.alpha)
        layout.draw(in: rect, alignment: textAlignment, color: color, context: ctx)
    }
}
