import CoreGraphics

extension UIButton {
    /// The image a button type shows before the app sets one, drawn as paths: no SF Symbols ship here.
    static func symbolImage(for type: ButtonType) -> UIImage? {
        switch type {
        case .custom, .system: nil
        case .detailDisclosure, .infoLight, .infoDark: infoImage
        case .contactAdd: contactAddImage
        case .close: closeImage
        }
    }

    /// An "i" in a ring, a template so it takes the tint.
    private static let infoImage = ringedTemplate { ctx in
        ctx.fillEllipse(in: CGRect(x: 9.8, y: 5.3, width: 2.4, height: 2.4))
        ctx.addPath(CGPath(roundedRect: CGRect(x: 10, y: 9.3, width: 2, height: 7.4), cornerWidth: 1, cornerHeight: 1, transform: nil))
        ctx.fillPath()
    }

    /// A plus in a ring, a template so it takes the tint.
    private static let contactAddImage = ringedTemplate { ctx in
        ctx.setLineWidth(1.6)
        ctx.strokeLineSegments(between: [CGPoint(x: 11, y: 6.5), CGPoint(x: 11, y: 15.5), CGPoint(x: 6.5, y: 11), CGPoint(x: 15.5, y: 11)])
    }

    /// A gray x on a light gray disc, in its own colors: the close button ignores the tint, as on iOS.
    private static let closeImage = draw(side: 30) { ctx in
        ctx.setFillColor(UIColor.systemGray5.cgColor)
        ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 30, height: 30))
        ctx.setStrokeColor(UIColor.secondaryLabel.cgColor)
        ctx.setLineWidth(2.4)
        ctx.setLineCap(.round)
        ctx.strokeLineSegments(between: [CGPoint(x: 10.5, y: 10.5), CGPoint(x: 19.5, y: 19.5), CGPoint(x: 19.5, y: 10.5), CGPoint(x: 10.5, y: 19.5)])
    }.withRenderingMode(.alwaysOriginal)

    /// A 22-point template image: a ring with `mark` inside, both in black, which the tint replaces.
    private static func ringedTemplate(_ mark: @escaping (CGContext) -> Void) -> UIImage {
        draw(side: 22) { ctx in
            ctx.setFillColor(UIColor.black.cgColor)
            ctx.setStrokeColor(UIColor.black.cgColor)
            ctx.setLineWidth(1.5)
            ctx.setLineCap(.round)
            ctx.strokeEllipse(in: CGRect(x: 1, y: 1, width: 20, height: 20))
            mark(ctx)
        }.withRenderingMode(.alwaysTemplate)
    }

    /// A square image `side` points wide, at 3x so it stays sharp on every screen.
    private static func draw(side: CGFloat, _ body: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { body($0.cgContext) }
    }
}
