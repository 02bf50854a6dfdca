import UIKit

/// The demo's icons, drawn as template images in the tint color, since SF Symbols do not ship.
enum Glyph {
    /// A crescent moon: the dark-appearance toggle.
    static let moon = template(side: 22) { context in
        context.fillEllipse(in: CGRect(x: 2, y: 2, width: 18, height: 18))
        context.setBlendMode(.clear)
        context.fillEllipse(in: CGRect(x: 8, y: -1, width: 16, height: 16))
    }

    /// Three bulleted lines: the sightings tab.
    static let list = template(side: 28) { context in
        for row in 0..<3 {
            let y = 7 + CGFloat(row) * 7
            context.fillEllipse(in: CGRect(x: 2, y: y - 2, width: 4, height: 4))
            context.fill(CGRect(x: 9, y: y - 1, width: 17, height: 2))
        }
    }

    /// A framed landscape with a sun: the photos tab.
    static let photo = template(side: 28) { context in
        context.setLineWidth(2)
        context.stroke(CGRect(x: 2, y: 5, width: 24, height: 18))
        context.fillEllipse(in: CGRect(x: 17, y: 8, width: 5, height: 5))
        context.move(to: CGPoint(x: 3, y: 22))
        context.addLine(to: CGPoint(x: 11, y: 12))
        context.addLine(to: CGPoint(x: 18, y: 22))
        context.closePath()
        context.fillPath()
    }

    /// Four rounded squares: the birds-nearby tab.
    static let grid = template(side: 28) { context in
        for (x, y) in [(3, 3), (15, 3), (3, 15), (15, 15)] {
            context.addPath(CGPath(roundedRect: CGRect(x: x, y: y, width: 10, height: 10), cornerWidth: 2.5, cornerHeight: 2.5, transform: nil))
        }
        context.fillPath()
    }

    private static func template(side: CGFloat, _ draw: (CGContext) -> Void) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { draw($0.cgContext) }
            .withRenderingMode(.alwaysTemplate)
    }
}
