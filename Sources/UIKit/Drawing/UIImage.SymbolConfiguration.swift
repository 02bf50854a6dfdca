import CoreGraphics
import Foundation

extension UIImage {
    /// How a symbol image is drawn: its point size or text style, weight, scale and colors.
    ///
    /// Unspecified parts come from the configuration applied under it (`applying(_:)`) or, finally, from the body
    /// text style: a symbol's default size is that of body text at the content size category of its traits.
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// The point size, or 0 when unspecified.
        public let pointSize: CGFloat
        public let weight: UIImage.SymbolWeight
        public let scale: UIImage.SymbolScale
        /// The text style whose font sizes the symbol, if any.
        public let textStyle: UIFont.TextStyle?
        /// The colors the symbol's layers are drawn in, primary first, and how: one color in varying opacity
        /// (hierarchical) or a color per layer (palette); nil draws the symbol as a template in the tint color.
        package let colors: Colors?

        /// The colors of a hierarchical or palette configuration.
        package enum Colors: Equatable, Sendable {
            case hierarchical(UIColor)
            case palette([UIColor])
            case multicolor
        }

        private init(size: CGFloat, weight: UIImage.SymbolWeight, symbolScale: UIImage.SymbolScale, style: UIFont.TextStyle?,
                     colors: Colors? = nil, traits: UITraitCollection? = nil) {
            pointSize = size.isFinite && size >= 0 ? size : 0
            if !(size.isFinite && size >= 0) {
                reportMisuse("UIImage.SymbolConfiguration: the point size must be 0 or a finite positive number, not \(size); using the default size.")
            }
            self.weight = weight
            scale = symbolScale
            textStyle = style
            self.colors = colors
            super.init(traitCollection: traits)
        }

        public convenience init(pointSize: CGFloat) { self.init(size: pointSize, weight: .unspecified, symbolScale: .unspecified, style: nil) }
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(size: pointSize, weight: weight, symbolScale: .unspecified, style: nil)
        }
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(size: pointSize, weight: weight, symbolScale: scale, style: nil)
        }
        public convenience init(weight: UIImage.SymbolWeight) { self.init(size: 0, weight: weight, symbolScale: .unspecified, style: nil) }
        public convenience init(scale: UIImage.SymbolScale) { self.init(size: 0, weight: .unspecified, symbolScale: scale, style: nil) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(size: 0, weight: .unspecified, symbolScale: .unspecified, style: textStyle) }
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(size: 0, weight: .unspecified, symbolScale: scale, style: textStyle)
        }
        /// A symbol the size and weight of `font`'s text.
        public convenience init(font: UIFont) {
            self.init(size: font.pointSize, weight: UIImage.SymbolWeight(font.fontDescriptor.weight), symbolScale: .unspecified, style: nil)
        }
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init(size: font.pointSize, weight: UIImage.SymbolWeight(font.fontDescriptor.weight), symbolScale: scale, style: nil)
        }
        /// Layers in `hierarchicalColor`, the secondary ones at half its opacity.
        public convenience init(hierarchicalColor: UIColor) {
            self.init(size: 0, weight: .unspecified, symbolScale: .unspecified, style: nil, colors: .hierarchical(hierarchicalColor))
        }
        /// Layers in `paletteColors`, primary first; a layer beyond the colors takes the last.
        public convenience init(paletteColors: [UIColor]) {
            self.init(size: 0, weight: .unspecified, symbolScale: .unspecified, style: nil,
                      colors: paletteColors.isEmpty ? nil : .palette(paletteColors))
        }

        public static var unspecified: SymbolConfiguration { SymbolConfiguration(size: 0, weight: .unspecified, symbolScale: .unspecified, style: nil) }

        /// A configuration that prefers a symbol's own colors. The icons that ship have one layer, so this draws
        /// them in their tint, as a symbol without colors draws on iOS.
        public static func preferringMulticolor() -> SymbolConfiguration {
            SymbolConfiguration(size: 0, weight: .unspecified, symbolScale: .unspecified, style: nil, colors: .multicolor)
        }

        /// This configuration with what it leaves unspecified taken from `configuration`: the parts `configuration`
        /// specifies win, as Apple's does.
        open func applying(_ configuration: UIImage.Configuration?) -> Self {
            guard let other = configuration as? SymbolConfiguration else {
                return configuration?.traitCollection.map { withTraitCollection($0) } ?? self
            }
            let sized = other.pointSize > 0 || other.textStyle != nil
            // Subclasses of a configuration class are not made by apps, so the result is of this class.
            return SymbolConfiguration(size: sized ? other.pointSize : pointSize, weight: other.weight != .unspecified ? other.weight : weight,
                                       symbolScale: other.scale != .unspecified ? other.scale : scale, style: sized ? other.textStyle : textStyle,
                                       colors: other.colors ?? colors, traits: other.traitCollection ?? traitCollection) as! Self
        }

        /// This configuration without its point size and weight, keeping its scale, style and colors.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(size: 0, weight: .unspecified, symbolScale: scale, style: textStyle, colors: colors, traits: traitCollection)
        }

        open override func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            SymbolConfiguration(size: pointSize, weight: weight, symbolScale: scale, style: textStyle, colors: colors, traits: traitCollection) as! Self
        }

        public override func copy(with zone: NSZone? = nil) -> Any { self }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale && textStyle == other.textStyle
                && colors == other.colors && traitCollection == other.traitCollection
        }

        /// The point size the symbol is drawn at: its own, its text style's, else body text's, at the category of
        /// `traits`.
        func resolvedPointSize(in traits: UITraitCollection?) -> CGFloat {
            if pointSize > 0 { return pointSize }
            return UIFont.preferredFont(forTextStyle: textStyle ?? .body, compatibleWith: traits ?? traitCollection).pointSize
        }

        /// The weight the symbol is drawn at: its own, else its text style's.
        var resolvedWeight: UIImage.SymbolWeight {
            weight != .unspecified ? weight : textStyle.map { UIImage.SymbolWeight($0.weight) } ?? .regular
        }
    }
}
