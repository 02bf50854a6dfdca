import CoreGraphics

extension UIListContentConfiguration {
    /// How a list content view draws its image: tint, corner radius, and the room it takes.
    @preconcurrency @MainActor
    public struct ImageProperties: Hashable {
        /// For `reservedLayoutSize`: the system's standard room for list images, whatever the image's own size.
        public static let standardDimension = -CGFloat.greatestFiniteMagnitude

        /// Stored; no symbol images ship here, so it changes nothing drawn.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The tint of template images; nil is the view's tint, until `updated(for:)` picks one for the state.
        public var tintColor: UIColor? {
            get { customTintColor ?? automaticTintColor }
            set { customTintColor = newValue }
        }
        public var tintColorTransformer: UIConfigurationColorTransformer?
        public var cornerRadius: CGFloat = 0 {
            didSet { cornerRadius = checkedFinite(cornerRadius, cornerRadius, keeping: oldValue, for: "ImageProperties.cornerRadius") }
        }
        /// The largest size the image is drawn at, keeping its aspect ratio; 0 in a dimension leaves it unlimited.
        public var maximumSize = CGSize.zero
        /// The room the image takes, centered in it, so texts line up across rows with images of different widths;
        /// 0 in a dimension is the image's own size.
        public var reservedLayoutSize = CGSize.zero
        public var accessibilityIgnoresInvertColors = false
        /// The color of a line drawn around the image, inside its bounds; nil is the view's tint.
        public var strokeColor: UIColor?
        public var strokeColorTransformer: UIConfigurationColorTransformer?
        /// 0 draws no stroke.
        public var strokeWidth: CGFloat = 0 {
            didSet { strokeWidth = checkedFinite(strokeWidth, strokeWidth, keeping: oldValue, for: "ImageProperties.strokeWidth") }
        }

        var automaticTintColor: UIColor?
        private var customTintColor: UIColor?

        init() {}

        /// The tint drawn: `tintColor` (or the view's `tintColor` when nil) through the transformer.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }

        /// The stroke drawn: `strokeColor` (or the view's `tintColor` when nil) through the transformer.
        public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
            let color = strokeColor ?? tintColor
            return strokeColorTransformer?(color) ?? color
        }

        /// The size the image is drawn at: its own, scaled down to fit `maximumSize`.
        func drawnSize(of image: UIImage) -> CGSize {
            var size = image.size
            if maximumSize.width > 0, size.width > maximumSize.width {
                size = CGSize(width: maximumSize.width, height: size.height * maximumSize.width / size.width)
            }
            if maximumSize.height > 0, size.height > maximumSize.height {
                size = CGSize(width: size.width * maximumSize.height / size.height, height: maximumSize.height)
            }
            return size
        }

        /// The room the image takes: `reservedLayoutSize` where set (the standard dimension is a 29-point square,
        /// the size of a list icon), else the drawn size.
        func reservedSize(for drawn: CGSize) -> CGSize {
            func reserved(_ value: CGFloat, _ drawn: CGFloat) -> CGFloat {
                value == Self.standardDimension ? max(29, drawn) : max(value, drawn)
            }
            return CGSize(width: reserved(reservedLayoutSize.width, drawn.width), height: reserved(reservedLayoutSize.height, drawn.height))
        }
    }
}
