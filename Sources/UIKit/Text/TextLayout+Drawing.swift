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
            guard !line.text.isEmpty, y + lineHeight > visible.minY, y < visible.maxY else { continue }
            let x: CGFloat = switch alignment {
            case .center: rect.midX - line.width / 2
            case .right: rect.maxX - line.width
            case .left, .natural, .justified: rect.minX
            }
            for (text, offset) in pieces(of: line) {
                guard let image = Platform.fontEngine.render(text, face: font.face, pointSize: font.pointSize,
                                                             color: color.cgColor, scale: scale) else { continue }
                rendered.append((image, CGRect(x: snap(x + offset), y: snap(y), width: CGFloat(image.width) / scale,
                                               height: CGFloat(image.height) / scale)))
            }
        }
        return rendered
    }

    /// The pieces a line is drawn in, with where each starts: the whole line, or each character of a tightened one,
    /// placed where the untightened line has it (so kerning stays) less the tightening before it.
    private func pieces(of line: Line) -> [(text: String, offset: CGFloat)] {
        guard line.tightening > 0 else { return [(line.text, 0)] }
        var pieces: [(text: String, offset: CGFloat)] = []
        var index = line.text.startIndex, count = 0
        while index < line.text.endIndex {
            let next = line.text.index(after: index)
            if !line.text[index].isWhitespace {
                let before = line.text[..<index]
                let start = before.isEmpty ? 0 : Platform.fontEngine.width(of: String(before), face: font.face, pointSize: font.pointSize)
                pieces.append((String(line.text[index]), start - CGFloat(count) * line.tightening))
            }
            index = next
            count += 1
        }
        return pieces
    }
}
