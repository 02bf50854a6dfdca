import CoreGraphics

/// A bar's background and its hairline, reaching past the bar to the edge of the screen it sits against: up under
/// the status bar for a navigation bar, down under the home indicator for a toolbar.
@MainActor
final class BarBackgroundView: UIView {
    private let hairline = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        addSubview(hairline)
    }

    required init?(coder: NSCoder) { nil }

    /// Covers `bar`'s bounds and `reach` points beyond its top (`.top`) or bottom, with the hairline inside the bar
    /// along the opposite edge, so a bar moved off screen to hide takes its hairline along.
    func place(in bar: UIView, reaching edge: UIRectEdge, by reach: CGFloat, color: UIColor?, hairlineColor: UIColor?) {
        let bounds = bar.bounds, reach = max(0, reach)
        frame = CGRect(x: 0, y: edge == .top ? -reach : 0, width: bounds.width, height: bounds.height + reach)
        backgroundColor = color
        let hairlineY = edge == .top ? self.bounds.height - 0.33 : 0
        hairline.frame = CGRect(x: 0, y: hairlineY, width: bounds.width, height: 0.33)
        hairline.backgroundColor = hairlineColor
    }
}
