import Foundation

extension UIListContentConfiguration {
    /// How a list content view draws one of its texts: font, color, alignment, wrapping and case.
    @preconcurrency @MainActor
    public struct TextProperties: Hashable {
        public var font: UIFont
        /// The color the text is drawn in, before the transformer; the style's until set, following the state.
        public var color: UIColor {
            get { customColor ?? automaticColor }
            set { customColor = newValue }
        }
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0 lets the text wrap onto as many lines as it needs, as list cells do by default.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var transform: TextTransform = .none
        public var showsExpansionTextWhenTruncated = false

        /// The style's color, which `updated(for:)` changes with the state, unless `color` was set.
        var automaticColor: UIColor
        private var customColor: UIColor?

        init(font: UIFont, color: UIColor, transform: TextTransform = .none) {
            self.font = font
            automaticColor = color
            self.transform = transform
        }

        /// The color drawn: `color` through `colorTransformer`.
        public func resolvedColor() -> UIColor {
            colorTransformer?(color) ?? color
        }

        /// The text as drawn, in the case `transform` asks for.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }
    }
}
