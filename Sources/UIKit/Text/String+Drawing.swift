import CoreGraphics
import Foundation

extension String {
    /// The size of the string on one line with `attrs` (every attribute of `NSAttributedString.Key`; the default
    /// font is the 12-point system font).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        RichTextLayout.size(of: run(attrs))
    }

    /// Draws the string on one line with its top-left corner at `point` in the current graphics context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        RichTextLayout.draw(run(attrs), at: point)
    }

    /// Draws the string wrapped to `rect`'s width, from its top, in the current graphics context.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        RichTextLayout.draw(run(attrs), in: rect)
    }

    /// Draws the string in `rect` as `options` say, as `NSAttributedString.draw(with:options:context:)` does.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        RichTextLayout.draw(run(attributes), with: rect, options: options, context: context)
    }

    /// The rectangle the string needs within `size`, as `NSAttributedString.boundingRect(with:options:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
                             context: NSStringDrawingContext?) -> CGRect {
        RichTextLayout.boundingRect(of: run(attributes), with: size, options: options, context: context)
    }

    private func run(_ attributes: [NSAttributedString.Key: Any]?) -> [RichTextLayout.Run] {
        isEmpty ? [] : [RichTextLayout.Run(text: self, attributes: attributes ?? [:])]
    }
}
