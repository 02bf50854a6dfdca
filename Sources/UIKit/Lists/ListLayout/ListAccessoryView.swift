import Foundation

/// Draws one cell accessory (chevron, checkmark, minus, reorder lines or a label) and runs its action when tapped.
@MainActor
package final class ListAccessoryView: UIControl {
    package let accessory: UICellAccessory
    private let label = UILabel()
    /// Whether an outline disclosure points down.
    package var isExpanded = false {
        didSet { setNeedsDisplay() }
    }

    package init(_ accessory: UICellAccessory, action: @escaping @MainActor () -> Void) {
        self.accessory = accessory
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        if case .label(let text, let font) = accessory.kind {
            label.text = text
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.textColor = accessory.tintColor ?? .secondaryLabel
            addSubview(label)
        }
        addAction(UIAction { _ in action() }, for: .touchUpInside)
        switch accessory.kind {
        case .delete, .outlineDisclosure: break
        default: isUserInteractionEnabled = false
        }
    }

    package required init?(coder: NSCoder) { fatalError("ListAccessoryView is made in code only") }

    /// The width it takes beside the content.
    package var width: CGFloat {
        switch accessory.kind {
        case .label: label.intrinsicContentSize.width + 8
        case .delete: 38
        default: 30
        }
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 4, dy: 0)
    }

    package override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let path = UIBezierPath()
        path.lineWidth = 2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        switch accessory.kind {
        case .disclosureIndicator:
            (accessory.tintColor ?? .tertiaryLabel).setStroke()
            chevron(path, at: center, down: false)
        case .outlineDisclosure:
            (accessory.tintColor ?? tintColor).setStroke()
            chevron(path, at: center, down: isExpanded)
        case .checkmark:
            (accessory.tintColor ?? tintColor).setStroke()
            path.move(to: CGPoint(x: center.x - 6, y: center.y))
            path.addLine(to: CGPoint(x: center.x - 2, y: center.y + 5))
            path.addLine(to: CGPoint(x: center.x + 6, y: center.y - 6))
            path.stroke()
        case .delete:
            (accessory.tintColor ?? .systemRed).setFill()
            UIBezierPath(ovalIn: CGRect(x: center.x - 11, y: center.y - 11, width: 22, height: 22)).fill()
            UIColor.white.setFill()
            UIBezierPath(roundedRect: CGRect(x: center.x - 6, y: center.y - 1, width: 12, height: 2), cornerRadius: 1).fill()
        case .reorder:
            (accessory.tintColor ?? .tertiaryLabel).setFill()
            for dy: CGFloat in [-5, 0, 5] {
                UIBezierPath(roundedRect: CGRect(x: center.x - 8, y: center.y + dy - 0.75, width: 16, height: 1.5), cornerRadius: 0.75).fill()
            }
        case .label:
            break
        }
    }

    /// Strokes a chevron pointing to the trailing side, or down.
    private func chevron(_ path: UIBezierPath, at center: CGPoint, down: Bool) {
        let points = [CGPoint(x: -2.5, y: -6), CGPoint(x: 3.5, y: 0), CGPoint(x: -2.5, y: 6)].map { down ? CGPoint(x: -$0.y, y: $0.x) : $0 }
        path.move(to: CGPoint(x: center.x + points[0].x, y: center.y + points[0].y))
        for point in points.dropFirst() { path.addLine(to: CGPoint(x: center.x + point.x, y: center.y + point.y)) }
        path.stroke()
    }
}
