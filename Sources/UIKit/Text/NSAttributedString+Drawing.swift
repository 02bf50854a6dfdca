import CoreGraphics
import Foundation

extension NSAttributedString {
    /// The size the text takes on one line (and one more for each newline).
    public func size() -> CGSize {
        RichTextLayout(self, width: .greatestFiniteMagnitude).size
    }

    /// Draws the text without wrapping, its top-left at `point`, in the current graphics context.
    public func draw(at point: CGPoint) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let layout = RichTextLayout(self, width: .greatestFiniteMagnitude)
        layout.draw(at: point, width: layout.size.width, context: ctx)
    }

    /// Draws the text wrapped to `rect`'s width from its top, showing only what fits inside it.
    public func draw(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.clip(to: rect)
        RichTextLayout(self, width: rect.width).draw(at: rect.origin, width: rect.width, context: ctx)
        ctx.restoreGState()
    }

    /// The rectangle the text needs within `size`: wrapped to its width with `.usesLineFragmentOrigin`, on one
    /// line otherwise; with `.truncatesLastVisibleLine`, no more lines than fit its height.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin)
        var layout = RichTextLayout(self, width: wraps ? size.width : .greatestFiniteMagnitude)
        if options.contains(.truncatesLastVisibleLine), let overflow = layout.lines.firstIndex(where: { $0.top + $0.height > size.height }) {
            layout = RichTextLayout(self, width: wraps ? size.width : .greatestFiniteMagnitude, numberOfLines: max(1, overflow))
        }
        let rect = CGRect(origin: .zero, size: layout.size)
        context?.totalBounds = rect
        return rect
    }
}
