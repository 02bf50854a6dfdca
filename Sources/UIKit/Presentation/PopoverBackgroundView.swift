import CoreGraphics

/// The panel behind a popover's content: a rounded rectangle with an arrow towards the source, and a soft shadow.
@MainActor
package final class PopoverBackgroundView: UIView {
    package var fillColor: UIColor = .systemBackground { didSet { setNeedsDisplay() } }
    private var arrow: UIPopoverArrowDirection = .up
    private var tip: CGPoint = .zero

    package override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isUserInteractionEnabled = false
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.12
        layer.shadowRadius = 16
        layer.shadowOffset = CGSize(width: 0, height: 4)
    }

    package required init?(coder: NSCoder) { nil }

    /// Covers `content` and the arrow on its `arrow` side, the arrow's tip at `point` (in the superview).
    package func place(around content: CGRect, arrow: UIPopoverArrowDirection, pointingAt point: CGPoint) {
        let height = UIPopoverPresentationController.arrowHeight
        var frame = content
        switch arrow {
        case .up: frame.origin.y -= height; frame.size.height += height
        case .down: frame.size.height += height
        case .left: frame.origin.x -= height; frame.size.width += height
        default: frame.size.width += height
        }
        self.frame = frame
        self.arrow = arrow
        tip = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        // The shadow follows the panel and its arrow, not the view's rectangle.
        layer.shadowPath = outline().cgPath
        setNeedsDisplay()
    }

    package override func draw(_ rect: CGRect) {
        fillColor.setFill()
        outline().fill()
    }

    private func outline() -> UIBezierPath {
        let height = UIPopoverPresentationController.arrowHeight
        var body = bounds
        let path: UIBezierPath
        switch arrow {
        case .up:
            body.origin.y += height; body.size.height -= height
            let x = min(max(tip.x, 13 + height), bounds.width - 13 - height)
            path = UIBezierPath(roundedRect: body, cornerRadius: 13)
            path.append(triangle(CGPoint(x: x - height, y: height + 0.5), CGPoint(x: x, y: 0), CGPoint(x: x + height, y: height + 0.5)))
        case .down:
            body.size.height -= height
            let x = min(max(tip.x, 13 + height), bounds.width - 13 - height)
            path = UIBezierPath(roundedRect: body, cornerRadius: 13)
            path.append(triangle(CGPoint(x: x - height, y: body.maxY - 0.5), CGPoint(x: x, y: bounds.maxY), CGPoint(x: x + height, y: body.maxY - 0.5)))
        case .left:
            body.origin.x += height; body.size.width -= height
            let y = min(max(tip.y, 13 + height), bounds.height - 13 - height)
            path = UIBezierPath(roundedRect: body, cornerRadius: 13)
            path.append(triangle(CGPoint(x: height + 0.5, y: y - height), CGPoint(x: 0, y: y), CGPoint(x: height + 0.5, y: y + height)))
        default:
            body.size.width -= height
            let y = min(max(tip.y, 13 + height), bounds.height - 13 - height)
            path = UIBezierPath(roundedRect: body, cornerRadius: 13)
            path.append(triangle(CGPoint(x: body.maxX - 0.5, y: y - height), CGPoint(x: bounds.maxX, y: y), CGPoint(x: body.maxX - 0.5, y: y + height)))
        }
        return path
    }

    private func triangle(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: a)
        path.addLine(to: b)
        path.addLine(to: c)
        path.close()
        return path
    }
}
