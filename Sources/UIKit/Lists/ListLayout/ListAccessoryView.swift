import Foundation

/// Draws one cell accessory (chevron, checkmark, minus, plus, info button, selection circle, reorder lines or a
/// label), or holds an app's own view, and runs its action when tapped.
@MainActor
package final class ListAccessoryView: UIControl {
    package let accessory: UICellAccessory
    private let label = UILabel()
    /// Whether an outline disclosure points down.
    package var isExpanded = false {
        didSet { setNeedsDisplay() }
    }
    /// Whether the row is selected, which fills a selection circle.
    package var isRowSelected = false {
        didSet { if isRowSelected != oldValue { setNeedsDisplay() } }
    }

    package init(_ accessory: UICellAccessory, action: @escaping @MainActor () -> Void) {
        self.accessory = accessory
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        if case let .label(text, font, adjustsFont) = accessory.kind {
            label.text = text
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = adjustsFont
            label.textColor = accessory.tintColor ?? .secondaryLabel
            addSubview(label)
        }
        if case .custom(let configuration) = accessory.kind { addSubview(configuration.customView) }
        addAction(UIAction { _ in action() }, for: .touchUpInside)
        switch accessory.kind {
        case .delete, .insert, .outlineDisclosure, .detail, .custom: break
        default: isUserInteractionEnabled = false
        }
    }

    package required init?(coder: NSCoder) { fatalError("ListAccessoryView is made in code only") }

    /// The width it takes beside the content.
    package var width: CGFloat {
        switch (accessory.reservedWidth, accessory.kind) {
        case (.custom(let width), _): max(0, width)
        case (.actual, .custom(let configuration)): customSize(of: configuration.customView).width
        case (_, .label): label.intrinsicContentSize.width + 8
        case (_, .delete), (_, .insert), (_, .multiselect): 38
        default: 30
        }
    }

    /// The size a custom view asks for: its own size when it has one, else what it fits in.
    private func customSize(of view: UIView) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        let fitting = intrinsic.width == UIView.noIntrinsicMetric ? view.bounds.size : intrinsic
        return fitting == .zero ? view.sizeThatFits(bounds.size) : fitting
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 4, dy: 0)
        guard case .custom(let configuration) = accessory.kind else { return }
        var size = customSize(of: configuration.customView)
        if !configuration.maintainsFixedSize { size.height = min(size.height, bounds.height) }
        configuration.customView.frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                                                width: size.width, height: size.height)
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
        case .insert:
            (accessory.tintColor ?? .systemGreen).setFill()
            UIBezierPath(ovalIn: CGRect(x: center.x - 11, y: center.y - 11, width: 22, height: 22)).fill()
            UIColor.white.setFill()
            UIBezierPath(roundedRect: CGRect(x: center.x - 6, y: center.y - 1, width: 12, height: 2), cornerRadius: 1).fill()
            UIBezierPath(roundedRect: CGRect(x: center.x - 1, y: center.y - 6, width: 2, height: 12), cornerRadius: 1).fill()
        case .detail:
            let color: UIColor = accessory.tintColor ?? tintColor
            color.setStroke()
            let ring = UIBezierPath(ovalIn: CGRect(x: center.x - 10, y: center.y - 10, width: 20, height: 20))
            ring.lineWidth = 1.5
            ring.stroke()
            color.setFill()
            UIBezierPath(ovalIn: CGRect(x: center.x - 1.25, y: center.y - 6, width: 2.5, height: 2.5)).fill()
            UIBezierPath(roundedRect: CGRect(x: center.x - 1, y: center.y - 2, width: 2, height: 8), cornerRadius: 1).fill()
        case .multiselect:
            let circle = CGRect(x: center.x - 11, y: center.y - 11, width: 22, height: 22)
            if isRowSelected {
                (accessory.tintColor ?? tintColor).setFill()
                UIBezierPath(ovalIn: circle).fill()
                UIColor.white.setStroke()
                path.move(to: CGPoint(x: center.x - 5, y: center.y))
                path.addLine(to: CGPoint(x: center.x - 1.5, y: center.y + 4))
                path.addLine(to: CGPoint(x: center.x + 5, y: center.y - 4))
                path.stroke()
            } else {
                UIColor.tertiaryLabel.setStroke()
                let ring = UIBezierPath(ovalIn: circle.insetBy(dx: 0.75, dy: 0.75))
                ring.lineWidth = 1.5
                ring.stroke()
            }
        case .reorder:
            (accessory.tintColor ?? .tertiaryLabel).setFill()
            for dy: CGFloat in [-5, 0, 5] {
                UIBezierPath(roundedRect: CGRect(x: center.x - 8, y: center.y + dy - 0.75, width: 16, height: 1.5), cornerRadius: 0.75).fill()
            }
        case .label, .custom:
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
