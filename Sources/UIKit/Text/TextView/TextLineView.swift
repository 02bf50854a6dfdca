import CoreGraphics

/// One line of a text view, drawn by the text view's layout manager: a line that only moves keeps its drawing.
package final class TextLineView: UIView {
    package weak var layoutManager: NSLayoutManager?
    package var line: LineFragment?

    package override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    package required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    package override func draw(_ rect: CGRect) {
        guard let layoutManager, let line, line.range.length > 0 else { return }
        let origin = CGPoint(x: 0, y: -line.line.top)
        layoutManager.drawBackground(forGlyphRange: line.range, at: origin)
        layoutManager.drawGlyphs(forGlyphRange: line.range, at: origin)
    }
}
