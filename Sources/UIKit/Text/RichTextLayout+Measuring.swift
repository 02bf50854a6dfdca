import CoreGraphics
import Foundation

/// String and attributed-string drawing, shared: both come here as runs, so drawing a `String` with attributes
/// makes no `NSAttributedString`, whose storage Foundation on Linux never frees.
extension RichTextLayout {
    static func size(of runs: [Run]) -> CGSize {
        RichTextLayout(runs: runs, width: .greatestFiniteMagnitude).size
    }

    static func draw(_ runs: [Run], at point: CGPoint) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let layout = RichTextLayout(runs: runs, width: .greatestFiniteMagnitude)
        layout.draw(at: point, width: layout.size.width, context: ctx)
    }

    static func draw(_ runs: [Run], in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.clip(to: rect)
        RichTextLayout(runs: runs, width: rect.width).draw(at: rect.origin, width: rect.width, context: ctx)
        ctx.restoreGState()
    }

    /// Draws as `NSAttributedString.draw(with:options:context:)` documents: with `.usesLineFragmentOrigin`, wrapped
    /// to the rectangle's width from its top-left (and cut at its height, the last line ellipsized, with
    /// `.truncatesLastVisibleLine`); without it, on one line whose baseline starts at the rectangle's origin.
    static func draw(_ runs: [Run], with rect: CGRect, options: NSStringDrawingOptions, context: NSStringDrawingContext?) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let measured = boundingRect(of: runs, with: rect.size, options: options, context: context)
        guard options.contains(.usesLineFragmentOrigin) else {
            let layout = RichTextLayout(runs: runs, width: .greatestFiniteMagnitude)
            let baseline = layout.lines.first?.baseline ?? 0
            layout.draw(at: CGPoint(x: rect.minX, y: rect.minY - baseline), width: layout.size.width, context: ctx)
            return
        }
        var layout = RichTextLayout(runs: runs, width: rect.width)
        if options.contains(.truncatesLastVisibleLine), layout.size.height > measured.height {
            layout = RichTextLayout(runs: runs, width: rect.width, numberOfLines: max(1, layout.lines.filter { $0.top + $0.height <= rect.height }.count))
        }
        layout.draw(at: rect.origin, width: rect.width, context: ctx)
        context?.totalBounds = measured.offsetBy(dx: rect.minX, dy: rect.minY)
    }

    static func boundingRect(of runs: [Run], with size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin)
        var layout = RichTextLayout(runs: runs, width: wraps ? size.width : .greatestFiniteMagnitude)
        if options.contains(.truncatesLastVisibleLine), let overflow = layout.lines.firstIndex(where: { $0.top + $0.height > size.height }) {
            layout = RichTextLayout(runs: runs, width: wraps ? size.width : .greatestFiniteMagnitude, numberOfLines: max(1, overflow))
        }
        let rect = CGRect(origin: .zero, size: layout.size)
        context?.totalBounds = rect
        return rect
    }
}
