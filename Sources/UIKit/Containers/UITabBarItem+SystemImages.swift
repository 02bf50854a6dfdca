import CoreGraphics
import Foundation

extension UITabBarItem {
    /// The glyph of a system item, drawn as paths in a 25-point square (no SF Symbols ship here), as a template.
    static func systemImage(for item: SystemItem) -> UIImage {
        switch item {
        case .favorites, .featured, .topRated: star
        case .recents, .history, .mostRecent: clock
        case .search: magnifier
        case .more: ellipsis
        case .bookmarks: book
        case .downloads: arrowDown
        case .contacts: person
        case .mostViewed: list
        }
    }

    private static let star = glyph { ctx in
        let center = CGPoint(x: 12.5, y: 13.2)
        for point in 0..<10 {
            let radius: CGFloat = point.isMultiple(of: 2) ? 11.5 : 4.8
            let angle = -CGFloat.pi / 2 + CGFloat(point) * .pi / 5
            let vertex = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            point == 0 ? ctx.move(to: vertex) : ctx.addLine(to: vertex)
        }
        ctx.closePath()
        ctx.fillPath()
    }

    private static let clock = glyph { ctx in
        ctx.setLineWidth(2)
        ctx.strokeEllipse(in: CGRect(x: 2, y: 2, width: 21, height: 21))
        ctx.addLines(between: [CGPoint(x: 12.5, y: 6.5), CGPoint(x: 12.5, y: 12.5), CGPoint(x: 17, y: 15.5)])
        ctx.strokePath()
    }

    private static let magnifier = glyph { ctx in
        ctx.setLineWidth(2.4)
        ctx.strokeEllipse(in: CGRect(x: 2.5, y: 2.5, width: 15, height: 15))
        ctx.setLineWidth(3)
        ctx.strokeLineSegments(between: [CGPoint(x: 15.5, y: 15.5), CGPoint(x: 22, y: 22)])
    }

    private static let ellipsis = glyph { ctx in
        for x in [4.5, 12.5, 20.5] as [CGFloat] {
            ctx.fillEllipse(in: CGRect(x: x - 2.3, y: 10.2, width: 4.6, height: 4.6))
        }
    }

    private static let book = glyph { ctx in
        ctx.setLineWidth(1.8)
        for side in [-1, 1] as [CGFloat] {
            ctx.move(to: CGPoint(x: 12.5, y: 6))
            ctx.addCurve(to: CGPoint(x: 12.5 + side * 10.5, y: 4.5), control1: CGPoint(x: 12.5 + side * 3, y: 3.5),
                         control2: CGPoint(x: 12.5 + side * 7, y: 3.5))
            ctx.addLine(to: CGPoint(x: 12.5 + side * 10.5, y: 20))
            ctx.addCurve(to: CGPoint(x: 12.5, y: 21.5), control1: CGPoint(x: 12.5 + side * 7, y: 19),
                         control2: CGPoint(x: 12.5 + side * 3, y: 19))
            ctx.closePath()
        }
        ctx.strokePath()
    }

    private static let arrowDown = glyph { ctx in
        ctx.setLineWidth(2.2)
        ctx.strokeLineSegments(between: [CGPoint(x: 12.5, y: 2.5), CGPoint(x: 12.5, y: 16)])
        ctx.addLines(between: [CGPoint(x: 6, y: 10.5), CGPoint(x: 12.5, y: 17), CGPoint(x: 19, y: 10.5)])
        ctx.strokePath()
        ctx.strokeLineSegments(between: [CGPoint(x: 4, y: 22), CGPoint(x: 21, y: 22)])
    }

    private static let person = glyph { ctx in
        ctx.fillEllipse(in: CGRect(x: 7.5, y: 2, width: 10, height: 10))
        ctx.move(to: CGPoint(x: 2.5, y: 23))
        ctx.addCurve(to: CGPoint(x: 22.5, y: 23), control1: CGPoint(x: 2.5, y: 12), control2: CGPoint(x: 22.5, y: 12))
        ctx.closePath()
        ctx.fillPath()
    }

    private static let list = glyph { ctx in
        for y in [5, 12.5, 20] as [CGFloat] {
            ctx.fillEllipse(in: CGRect(x: 2, y: y - 1.6, width: 3.2, height: 3.2))
            ctx.fill(CGRect(x: 8, y: y - 1, width: 15, height: 2))
        }
    }

    /// A 25-point template image drawn in black at 3x, stroked with round caps and joins.
    private static func glyph(_ body: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(size: CGSize(width: 25, height: 25), format: format).image { context in
            let ctx = context.cgContext
            ctx.setFillColor(UIColor.black.cgColor)
            ctx.setStrokeColor(UIColor.black.cgColor)
            ctx.setLineCap(.round)
            ctx.setLineJoin(.round)
            body(ctx)
        }.withRenderingMode(.alwaysTemplate)
    }
}
