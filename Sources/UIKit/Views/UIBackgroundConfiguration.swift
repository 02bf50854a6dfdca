import CoreGraphics

/// The look of a background: a color, an image, a stroke, a shadow and rounded corners, as a button's configuration or a
/// cell draws it behind its content.
@preconcurrency @MainActor
public struct UIBackgroundConfiguration: Hashable {
    /// A view shown behind the content, under the color and image.
    public var customView: UIView?
    public var cornerRadius: CGFloat = 0 {
        didSet { cornerRadius = checkedFinite(cornerRadius, cornerRadius, keeping: oldValue, for: "UIBackgroundConfiguration.cornerRadius") }
    }
    /// How far the background stands in from the bounds.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// Accepted for compatibility: views here have no layout margins to add to the insets.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill; nil leaves it to whoever draws the background (a button's style, or the tint).
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var shadowProperties = UIShadowProperties()
    public var strokeColor: UIColor?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var strokeWidth: CGFloat = 0 {
        didSet { strokeWidth = checkedFinite(strokeWidth, strokeWidth, keeping: oldValue, for: "UIBackgroundConfiguration.strokeWidth") }
    }
    /// How far the stroke reaches outside the background.
    public var strokeOutset: CGFloat = 0 {
        didSet { strokeOutset = checkedFinite(strokeOutset, strokeOutset, keeping: oldValue, for: "UIBackgroundConfiguration.strokeOutset") }
    }
    public var image: UIImage?
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// Kept with the configuration; no effect is drawn here.
    public var visualEffect: UIVisualEffect?
    /// The list style the configuration came from (`listPlainCell()`…), whose colors `updated(for:)` applies.
    var listStyle: ListStyle?

    public init() {}

    /// A transparent background with no styling. Its color is `.clear`, not nil, which would be the tint.
    public static func clear() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .clear
        return configuration
    }

    /// The color filled: `backgroundColor` (or `tintColor` when it is nil), through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The color stroked: `strokeColor` (or `tintColor` when it is nil), through the transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }
}
