import CoreGraphics
import Foundation

/// Scales custom fonts and values with the user's text size, on the curve of a text style.
///
/// A font scaled here grows and shrinks as the style's preferred font does: a 20-point font on the body curve is
/// 20 points at Large and 20 × 23/17 points at Extra Extra Extra Large. Labels, fields and text views with
/// `adjustsFontForContentSizeCategory` follow it when the category changes.
public final class UIFontMetrics: NSObject, @unchecked Sendable {
    private let style: UIFont.TextStyle

    /// Metrics on the curve of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        style = textStyle
        super.init()
    }

    /// Metrics on the body style's curve.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// `font`, taken as its size at Large, at the app's content size category or the one the current traits ask for.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `scaledFont(for:)` growing no larger than `maximumPointSize` (0 for no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `scaledFont(for:)` at `traitCollection`'s content size category.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `scaledFont(for:)` at `traitCollection`'s content size category, no larger than `maximumPointSize` (0 for no
    /// limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        guard maximumPointSize.isFinite, maximumPointSize >= 0 else {
            reportMisuse("UIFontMetrics.scaledFont(for:maximumPointSize:): the maximum must be 0 or a finite positive size, not \(maximumPointSize); scaling without one.")
            return scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
        }
        let scaling = UIFont.Scaling(style: style, sizeAtLarge: font.pointSize, maximum: maximumPointSize > 0 ? maximumPointSize : nil)
        return font.scaled(scaling, at: category(in: traitCollection))
    }

    /// `value` (a size at Large) at the app's content size category or the current traits'.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` (a size at Large) at `traitCollection`'s content size category.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * style.pointSize(at: category(in: traitCollection)) / style.pointSize(at: .large)
    }

    private func category(in traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        .resolved(in: traitCollection ?? UITraitCollection.current)
    }
}
