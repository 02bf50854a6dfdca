import CoreGraphics
import Foundation

extension NSAttributedString {
    /// The size the text takes on one line (and one more for each newline).
    public func size() -> CGSize {
        RichTextLayout.size(of: runs)
    }

    /// Draws the text without wrapping, its top-left at `point`, in the current graphics context.
    public func draw(at point: CGPoint) {
        RichTextLayout.draw(runs, at: point)
    }

    /// Draws the text wrapped to `rect`'s width from its top, showing only what fits inside it.
    public func draw(in rect: CGRect) {
        RichTextLayout.draw(runs, in: rect)
    }

    /// Draws the text in `rect` as `options` say: wrapped from the rectangle's top-left with
    /// `.usesLineFragmentOrigin` (cut at its height with `.truncatesLastVisibleLine`), otherwise on one line whose
    /// baseline starts at the rectangle's origin.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        RichTextLayout.draw(runs, with: rect, options: options, context: context)
    }

    /// The rectangle the text needs within `size`: wrapped to its width with `.usesLineFragmentOrigin`, on one
    /// line otherwise; with `.truncatesLastVisibleLine`, no more lines than fit its height.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        RichTextLayout.boundingRect(of: runs, with: size, options: options, context: context)
    }

    /// The text's runs of equal attributes.
    var runs: [RichTextLayout.Run] {
        var runs: [RichTextLayout.Run] = []
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            runs.append(RichTextLayout.Run(text: (string as NSString).substring(with: range), attributes: attributes))
        }
        return runs
    }
}
