import CoreGraphics
import Foundation

/// A layer that draws a string, plain or attributed, in its bounds.
///
/// Text is shaped and drawn by UIKit (its fonts are UIKit's); a text layer shown in a UIKit window draws as on iOS.
open class CATextLayer: CALayer {
    /// Draws a text layer's string into a context in the layer's coordinates; UIKit installs it.
    package static var textRenderer: (@MainActor (CATextLayer, CGContext) -> Void)?

    /// The text: a `String` or an `NSAttributedString`, whose own attributes win over the layer's font and color.
    public var string: Any? { didSet { setNeedsDisplay() } }
    /// The font: a `UIFont`, a `CGFont`, or a font name; Helvetica (here, the system font) when nil.
    public var font: CFTypeRef? { didSet { setNeedsDisplay() } }
    /// The point size of a plain string's font.
    public var fontSize: CGFloat = 36 {
        didSet {
            guard takeChange("fontSize", fontSize, from: oldValue, components: fontSize, invalidating: .appearance) else { return fontSize = oldValue }
            setNeedsDisplay()
        }
    }
    /// The color of a plain string; white when nil.
    public var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) { didSet { setNeedsDisplay() } }
    /// Whether the text wraps to the width of the bounds; otherwise it is one line, cut by `truncationMode`.
    public var isWrapped = false { didSet { setNeedsDisplay() } }
    public var truncationMode: CATextLayerTruncationMode = .none { didSet { setNeedsDisplay() } }
    public var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { setNeedsDisplay() } }
    /// Accepted as Core Animation spells it; glyphs are placed the same way either way here.
    public var allowsFontSubpixelQuantization = false

    public required init() {
        super.init()
        setNeedsDisplay()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    package override func takeValues(from other: CALayer) {
        super.takeValues(from: other)
        guard let other = other as? CATextLayer else { return }
        (string, font, fontSize, foregroundColor) = (other.string, other.font, other.fontSize, other.foregroundColor)
        (isWrapped, truncationMode, alignmentMode) = (other.isWrapped, other.truncationMode, other.alignmentMode)
    }

    open override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        Self.textRenderer?(self, ctx)
    }
}
