import CoreGraphics
import Foundation

extension UIImage {
    /// The size and weight of a symbol image. Accepted for source compatibility; no symbols ship here.
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// The relative size of a symbol beside text.
        public enum Scale: Int, Sendable {
            case `default` = -1, unspecified, small, medium, large
        }

        /// The stroke weight of a symbol, matching font weights.
        public enum Weight: Int, Sendable {
            case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }

        /// The point size, or 0 when unspecified.
        public let pointSize: CGFloat
        public let weight: Weight
        public let scale: Scale
        /// The text style whose font sizes the symbol, if any.
        public let textStyle: UIFont.TextStyle?

        private init(size: CGFloat, weight: Weight, symbolScale: Scale, style: UIFont.TextStyle?) {
            pointSize = size
            self.weight = weight
            scale = symbolScale
            textStyle = style
            super.init(traitCollection: nil)
        }

        public convenience init(pointSize: CGFloat) { self.init(size: pointSize, weight: .unspecified, symbolScale: .unspecified, style: nil) }
        public convenience init(pointSize: CGFloat, weight: Weight) { self.init(size: pointSize, weight: weight, symbolScale: .unspecified, style: nil) }
        public convenience init(pointSize: CGFloat, weight: Weight, scale: Scale) {
            self.init(size: pointSize, weight: weight, symbolScale: scale, style: nil)
        }
        public convenience init(weight: Weight) { self.init(size: 0, weight: weight, symbolScale: .unspecified, style: nil) }
        public convenience init(scale: Scale) { self.init(size: 0, weight: .unspecified, symbolScale: scale, style: nil) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(size: 0, weight: .unspecified, symbolScale: .unspecified, style: textStyle) }
        public convenience init(textStyle: UIFont.TextStyle, scale: Scale) {
            self.init(size: 0, weight: .unspecified, symbolScale: scale, style: textStyle)
        }
        public convenience init(font: UIFont) { self.init(size: font.pointSize, weight: .unspecified, symbolScale: .unspecified, style: nil) }

        public static var unspecified: SymbolConfiguration { SymbolConfiguration(size: 0, weight: .unspecified, symbolScale: .unspecified, style: nil) }
    }
}
