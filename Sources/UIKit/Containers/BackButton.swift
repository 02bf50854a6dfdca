import CoreGraphics

/// A navigation bar's back button: a chevron and the title of the item it returns to, in the tint color. A title
/// longer than the room it has reads "Back", as on iOS. Right to left, the chevron points right, after the title.
@MainActor
final class BackButton: UIControl {
    private let label = UILabel()
    private static let chevronWidth: CGFloat = 12

    /// The bar appearance's look for back buttons, and the image it shows in place of the chevron.
    private let look: UIBarButtonItemAppearance?
    private let indicator: UIImage?
    /// Where the title starts: after the chevron, or the appearance's image, and a gap.
    private var titleInset: CGFloat { 8 + (indicator?.size.width ?? Self.chevronWidth) + 6 }

    init(title: String, maximumWidth: CGFloat, appearance: UINavigationBarAppearance? = nil) {
        (look, indicator) = (appearance?.backButtonAppearance, appearance?.backIndicatorImage)
        super.init(frame: .zero)
        label.font = look?.normal.titleTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: 17)
        label.text = title
        if label.sizeThatFits(.zero).width > maximumWidth - titleInset { label.text = "Back" }
        let width = ceil(label.sizeThatFits(.zero).width)
        label.frame = CGRect(x: titleInset, y: 0, width: width, height: UINavigationBar.height)
        addSubview(label)
        frame.size = CGSize(width: titleInset + width + 4, height: UINavigationBar.height)
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
        let state = look?.look(for: !isEnabled ? .disabled : isHighlighted ? .highlighted : .normal)
        let color = state?.titleTextAttributes[.foregroundColor] as? UIColor ?? look?.normal.titleTextAttributes[.foregroundColor] as? UIColor
        // A color the appearance gives for the highlighted state shows it; otherwise the button dims, as iOS's does.
        alpha = isHighlighted && state?.titleTextAttributes[.foregroundColor] == nil ? 0.2 : 1
        label.textColor = color ?? tintColor
        setNeedsDisplay()
    }

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame.origin.x = isRightToLeft ? bounds.width - titleInset - label.frame.width : titleInset
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.layoutDirection != traitCollection.layoutDirection else { return }
        setNeedsLayout()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let mid = bounds.midY
        if let indicator {
            // The appearance's image stands where the chevron would, centered on the same line, in the tint unless
            // it keeps its own colors.
            let size = indicator.size
            let x = isRightToLeft ? bounds.width - 8 - size.width : 8
            let image = indicator.renderingMode == .alwaysOriginal ? indicator : indicator.withTintColor(tintColor)
            return image.draw(in: CGRect(x: x, y: mid - size.height / 2, width: size.width, height: size.height))
        }
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
