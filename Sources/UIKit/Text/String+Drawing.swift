import CoreGraphics
import Foundation

extension String {
    /// The size of the string on one line with `attributes` (`.font`; the default is the 12-point system font).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        layout(attrs, width: .greatestFiniteMagnitude).size
    }

    /// Draws the string on one line with its top-left corner at `point` in the current graphics context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let layout = layout(attrs, width: .greatestFiniteMagnitude)
        draw(layout, in: CGRect(origin: point, size: layout.size), attributes: attrs)
    }

    /// Draws the string wrapped to `rect`'s width, from its top, in the current graphics context.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let layout = layout(attrs, width: rect.width)
        draw(layout, in: CGRect(origin: rect.origin, size: CGSize(width: rect.width, height: layout.size.height)), attributes: attrs)
    }

    private func layout(_ attrs: [NSAttributedString.Key: Any]?, width: CGFloat) -> TextLayout {
        let font = attrs?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        return TextLayout(text: self, font: font, width: width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    }

    private func draw(_ layout: TextLayout, in rect: CGRect, attributes attrs: [NSAttributedString.Key: Any]?) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        layout.draw(in: rect, alignment: .left, color: attrs?[.foregroundColor] as? UIColor ?? .black, context: ctx)
    }
}
