import CoreGraphics

extension RichTextLayout {
    /// Draws the lines with the text's top-left at `origin`, each aligned within `width`, on whole device pixels.
    package func draw(at origin: CGPoint, width: CGFloat, context ctx: CGContext) {
        let ctm = ctx.ctm
        let scale = abs(ctm.a * ctm.d - ctm.b * ctm.c).squareRoot()
        func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let visible = ctx.boundingBoxOfClipPath
        for line in lines where origin.y + line.top + line.height > visible.minY && origin.y + line.top < visible.maxY {
            // A line laid out without a width limit aligns within the width it is drawn in.
            let slack = min(line.room, width - line.indent) - line.width
            let shift: CGFloat = switch line.alignment {
            case .center: slack / 2
            case .right: slack
            case .left, .natural, .justified: 0
            }
            let lineX = origin.x + line.indent + max(0, shift)
            let baseline = origin.y + line.baseline
            for fragment in line.fragments {
                let x = lineX + fragment.x
                let style = fragment.style
                if let background = style.background {
                    ctx.setFillColor(background.cgColor)
                    ctx.fill(CGRect(x: x, y: origin.y + line.top, width: fragment.width, height: line.height))
                }
                ctx.saveGState()
                if let shadow = style.shadow {
                    let offset = CGSize(width: shadow.shadowOffset.width * ctm.a + shadow.shadowOffset.height * ctm.c,
                                        height: shadow.shadowOffset.width * ctm.b + shadow.shadowOffset.height * ctm.d)
                    let color = (shadow.shadowColor as? UIColor)?.cgColor ?? CGColor(gray: 0, alpha: 1 / 3)
                    ctx.setShadow(offset: offset, blur: shadow.shadowBlurRadius * scale, color: color)
                }
                if let attachment = style.attachment {
                    let bounds = attachment.layoutBounds
                    if let image = attachment.image(forBounds: bounds, textContainer: nil, characterIndex: 0)?.cgImage {
                        ctx.drawUpright(image, in: CGRect(x: snap(x), y: snap(baseline - style.baselineOffset - bounds.maxY),
                                                          width: bounds.width, height: bounds.height))
                    }
                } else {
                    drawText(fragment, at: x, baseline: baseline - style.baselineOffset, scale: scale, snap: snap, in: ctx)
                }
                ctx.restoreGState()
                drawLines(of: fragment, at: x, baseline: baseline - style.baselineOffset, scale: scale, in: ctx)
            }
        }
    }

    /// The fragment's glyphs: one image, or one per character when kerning spreads them.
    private func drawText(_ fragment: Fragment, at x: CGFloat, baseline: CGFloat, scale: CGFloat,
                          snap: (CGFloat) -> CGFloat, in ctx: CGContext) {
        // Spaces draw nothing, and each word and space of a line is a fragment of its own.
        guard fragment.text.contains(where: { !$0.isWhitespace }) else { return }
        let font = fragment.style.font, color = fragment.style.color.cgColor
        let runs: [(String, CGFloat)]
        if fragment.style.kern == 0 {
            runs = [(fragment.text, x)]
        } else {
            var position = x
            runs = fragment.text.map { character in
                defer {
                    position += Platform.fontEngine.width(of: String(character), face: font.face, pointSize: font.pointSize) + fragment.style.kern
                }
                return (String(character), position)
            }
        }
        for (text, start) in runs {
            guard let image = Platform.fontEngine.render(text, face: font.face, pointSize: font.pointSize, color: color, scale: scale) else { continue }
            let frame = CGRect(x: snap(start), y: snap(baseline - font.ascender),
                               width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
            ctx.drawUpright(image, in: frame)
        }
    }

    /// Underline and strikethrough, single, thick or double, across the fragment.
    private func drawLines(of fragment: Fragment, at x: CGFloat, baseline: CGFloat, scale: CGFloat, in ctx: CGContext) {
        let style = fragment.style, font = style.font
        let thin = max(1 / scale, (font.pointSize / 16 * scale).rounded() / scale)
        let marks: [(NSUnderlineStyle, UIColor?, CGFloat)] = [
            (style.underline, style.underlineColor, baseline + max(thin, -font.descender / 3)),
            (style.strikethrough, style.strikethroughColor, baseline - font.pointSize * 0.28),
        ]
        for (kind, color, y) in marks where !kind.isEmpty {
            let thickness = kind.contains(.thick) ? thin * 2 : thin
            ctx.setFillColor((color ?? style.color).cgColor)
            ctx.fill(CGRect(x: x, y: (y * scale).rounded() / scale, width: fragment.width, height: thickness))
            if kind.contains(.double) {
                ctx.fill(CGRect(x: x, y: ((y + thickness * 2) * scale).rounded() / scale, width: fragment.width, height: thickness))
            }
        }
    }
}
