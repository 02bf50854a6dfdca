import CoreGraphics

/// A bar's background and its hairline, reaching past the bar to the edge of the screen it sits against: up under
/// the status bar for a navigation bar, down under the home indicator for a toolbar.
@MainActor
final class BarBackgroundView: UIView {
    private let imageView = UIImageView()
    private let hairline = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        // Decoration: VoiceOver and UI tests see the bar's items, not its background.
        accessibilityElementsHidden = true
        addSubview(imageView)
        addSubview(hairline)
    }

    required init?(coder: NSCoder) { nil }

    /// Covers `bar`'s bounds and `reach` points beyond its top (`.top`) or bottom, with the hairline inside the bar
    /// along the opposite edge, so a bar moved off screen to hide takes its hairline along.
    ///
    /// A background image is stretched over the color; a shadow image takes the hairline's place at its own height,
    /// so an empty image removes the hairline.
    func place(in bar: UIView, reaching edge: UIRectEdge, by reach: CGFloat, color: UIColor?, image: UIImage? = nil,
               hairlineColor: UIColor?, hairlineImage: UIImage? = nil) {
        let bounds = bar.bounds, reach = max(0, reach)
        frame = CGRect(x: 0, y: edge == .top ? -reach : 0, width: bounds.width, height: bounds.height + reach)
        backgroundColor = color
        imageView.image = image
        imageView.frame = self.bounds
        let height = hairlineImage?.size.height ?? 0.33
        hairline.frame = CGRect(x: 0, y: edge == .top ? self.bounds.height - height : 0, width: bounds.width, height: height)
        hairline.image = hairlineImage
        hairline.backgroundColor = hairlineImage == nil ? hairlineColor : nil
    }
}
