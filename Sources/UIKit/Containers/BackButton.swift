import CoreGraphics

/// A navigation bar's back button: a chevron and the title of the item it returns to, in the tint color. A title
/// longer than the room it has reads "Back", as on iOS. Right to left, the chevron points right, after the title.
@MainActor
final class BackButton: UIControl {
    private let label = UILabel()
    private static let chevronWidth: CGFloat = 12
    private static let titleInset: CGFloat = 8 + chevronWidth + 6

    init(title: String, maximumWidth: CGFloat) {
        super.init(frame: .zero)
        label.font = .systemFont(ofSize: 17)
        label.text = title
        if label.sizeThatFits(.zero).width > maximumWidth - Self.titleInset { label.text = "Back" }
        let width = ceil(label.sizeThatFits(.zero).width)
        label.frame = CGRect(x: Self.titleInset, y: 0, width: width, height: UINavigationBar.height)
        addSubview(label)
        frame.size = CGSize(width: Self.titleInset + width + 4, height: UINavigationBar.height)
        isOpaque = false
        tintDidChange()
    }

    required init?(coder: NSCoder) { nil }

    /// What the button reads: the title, or "Back" when it did not fit.
    var title: String? { label.text }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintDidChange()
    }

    override package func stateDidChange() {
        super.stateDidChange()
        tintDidChange()
    }

    private func tintDidChange() {
        alpha = isHighlighted ? 0.2 : 1
        label.textColor = tintColor
        setNeedsDisplay()
    }

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame.origin.x = isRightToLeft ? bounds.width - Self.titleInset - label.frame.width : Self.titleInset
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.layoutDirection != traitCollection.layoutDirection else { return }
        setNeedsLayout()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let mid = bounds.midY
        // Drawn pointing left from the leading edge, then mirrored when the leading edge is the right one.
        let x: (CGFloat) -> CGFloat = { [isRightToLeft, width = bounds.width] in isRightToLeft ? width - $0 : $0 }
        let chevron = UIBezierPath()
        chevron.move(to: CGPoint(x: x(8 + Self.chevronWidth - 1.5), y: mid - 10))
        chevron.addLine(to: CGPoint(x: x(8 + 1.5), y: mid))
        chevron.addLine(to: CGPoint(x: x(8 + Self.chevronWidth - 1.5), y: mid + 10))
        chevron.lineWidth = 3
        chevron.lineCapStyle = .round
        chevron.lineJoinStyle = .round
        tintColor.setStroke()
        chevron.stroke()
    }
}
