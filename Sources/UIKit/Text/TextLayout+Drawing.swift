import CoreGraphics

extension TextLayout {
    /// Draws the lines centered vertically in `rect`, each aligned horizontally and placed on whole device pixels.
    package func draw(in rect: CGRect, alignment: NSTextAlignment, color: UIColor, context ctx: CGContext) {
        let ctm = ctx.ctm
        let scale = abs(ctm.a * ctm.d - ctm.b * ctm.c).squareRoot()
        for line in renderedLines(in: rect, alignment: alignment, color: color, scale: scale, visible: ctx.boundingBoxOfClipPath) {
            ctx.drawUpright(line.image, in: line.frame)
        }
    }

    /// The images of the lines `draw(in:alignment:color:context:)` draws, at `scale`, and where it draws them. Only
    /// lines inside `visible` are rendered, so a long text costs what shows of it; a line too tall for any bitmap
    /// shows nothing.
    package func renderedLines(in rect: CGRect, alignment: NSTextAlignment, color: UIColor, scale: CGFloat,
                               visible: CGRect) -> [(image: CGImage, frame: CGRect)] {
        func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        guard CGContext.pixelLength(lineHeight, scale: scale) != nil else { return [] }
        var rendered: [(image: CGImage, frame: CGRect)] = []
        var y = rect.midY - size.height / 2
        for line in lines {
            defer { y += lineHeight }
            guard !line.text.isEmpty, y + lineHeight > visible.minY, y < visible.maxY,
                  let image = Platform.fontEngine.render(line.text, face: font.face, pointSize: font.pointSize,
                                                         color: color.cgColor, scale: scale) else { continue }
            let x: CGFloat = switch alignment {
            case .center: rect.midX - line.width / 2
            case .right: rect.maxX - line.width
            case .left, .natural, .justified: rect.minX
            }
            rendered.append((image, CGRect(x: snap(x), y: snap(y), width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)))
        }
        return rendered
    }
}
