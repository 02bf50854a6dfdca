import CoreGraphics
import Foundation

extension UIButton {
    /// Everything a button shows, as one value: title and subtitle, image or activity indicator, colors,
    /// background, size and spacing. Setting one on a button (`button.configuration = .filled()`) makes the button
    /// draw it in place of its per-state titles and images.
    ///
    /// Start from a style (`plain()`, `tinted()`, `gray()`, `filled()` and their bordered names), change what you
    /// need, and let the button derive its highlighted, selected and disabled looks from it, as `updated(for:)` does.
    @preconcurrency @MainActor
    public struct Configuration: Hashable {
        /// The look a style starts from; the colors it gives are worked out for the button's state when drawn.
        enum Look: Hashable { case plain, tinted, gray, filled }

        let look: Look
        /// The state `updated(for:)` last saw: the configuration's colors are for it.
        private(set) var buttonState: UIControl.State = .normal

        /// The background's color, image, stroke and corner radius; a nil color leaves it to the style.
        public var background = UIBackgroundConfiguration()
        public var cornerStyle: CornerStyle = .dynamic
        /// The size of the fonts and of the default content insets.
        public var buttonSize: Size = .medium
        /// The title, subtitle and image color; nil leaves it to the style (the tint, or white when filled).
        public var baseForegroundColor: UIColor?
        /// The background color the style starts from; nil is the tint (tinted and filled) or gray.
        public var baseBackgroundColor: UIColor?
        public var image: UIImage?
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// Stored; no symbol images ship here, so it changes nothing drawn.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Whether an activity indicator turns where the image goes, in the foreground color.
        public var showsActivityIndicator = false
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        /// The title with UIKit attributes (`AttributeScopes.UIKitAttributes`); `title` is its text.
        public var attributedTitle: AttributedString?
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var attributedSubtitle: AttributedString?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Which side of the title the image goes on.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title.
        public var imagePadding: CGFloat = 0 {
            didSet { imagePadding = checkedFinite(imagePadding, imagePadding, keeping: oldValue, for: "UIButton.Configuration.imagePadding") }
        }
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0 {
            didSet { titlePadding = checkedFinite(titlePadding, titlePadding, keeping: oldValue, for: "UIButton.Configuration.titlePadding") }
        }
        public var titleAlignment: TitleAlignment = .automatic
        /// Whether a selected button takes the filled look: the tint behind, white content.
        public var automaticallyUpdateForSelection = true
        public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var subtitleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        private var customContentInsets: NSDirectionalEdgeInsets?

        private init(look: Look) {
            self.look = look
        }

        /// No background; the title and image in the tint.
        public static func plain() -> Configuration { Configuration(look: .plain) }
        /// A pale wash of the tint behind a title in the tint.
        public static func tinted() -> Configuration { Configuration(look: .tinted) }
        /// A gray background behind a title in the tint.
        public static func gray() -> Configuration { Configuration(look: .gray) }
        /// The tint behind a white title.
        public static func filled() -> Configuration { Configuration(look: .filled) }
        /// No background, as `plain()`.
        public static func borderless() -> Configuration { Configuration(look: .plain) }
        /// A gray background, as `gray()`.
        public static func bordered() -> Configuration { Configuration(look: .gray) }
        /// A pale wash of the tint, as `tinted()`.
        public static func borderedTinted() -> Configuration { Configuration(look: .tinted) }
        /// The tint behind a white title, as `filled()`.
        public static func borderedProminent() -> Configuration { Configuration(look: .filled) }

        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }

        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }

        /// The space between the bounds and the content; by default the button size's.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customContentInsets ?? buttonSize.contentInsets }
            set {
                customContentInsets = checkedFinite(newValue, newValue.top, newValue.leading, newValue.bottom, newValue.trailing,
                                                    keeping: contentInsets, for: "UIButton.Configuration.contentInsets")
            }
        }

        /// Goes back to the button size's content insets.
        public mutating func setDefaultContentInsets() {
            customContentInsets = nil
        }

        /// A copy whose default values follow `button`'s state (highlighted, selected, disabled); what the app set
        /// stays as it is.
        public func updated(for button: UIButton) -> Configuration {
            var updated = self
            updated.buttonState = button.state
            return updated
        }

        // MARK: Resolving for drawing

        /// The look after selection: a selected button is filled, when the configuration updates for selection.
        private var effectiveLook: Look {
            automaticallyUpdateForSelection && buttonState.contains(.selected) ? .filled : look
        }

        /// The title, subtitle and image color for the state: gray while disabled, faded while a plain button is
        /// touched.
        func resolvedForegroundColor(tint: UIColor) -> UIColor {
            if buttonState.contains(.disabled) { return .tertiaryLabel }
            let color = baseForegroundColor ?? (effectiveLook == .filled ? .white : tint)
            guard buttonState.contains(.highlighted), effectiveLook == .plain else { return color }
            return color.withAlphaComponent(color.alpha * 0.5)
        }

        /// The background's color for the state, or nil for none: a light fill while disabled, paler while touched.
        func resolvedBackgroundColor(tint: UIColor) -> UIColor? {
            let look = effectiveLook
            var color: UIColor?
            if let explicit = background.backgroundColor {
                color = explicit
            } else if buttonState.contains(.disabled) {
                color = look == .plain ? nil : .tertiarySystemFill
            } else {
                switch look {
                case .plain: color = nil
                case .tinted: color = (baseBackgroundColor ?? tint).withAlphaComponent((baseBackgroundColor ?? tint).alpha * 0.15)
                case .gray: color = baseBackgroundColor ?? .systemGray5
                case .filled: color = baseBackgroundColor ?? tint
                }
            }
            if buttonState.contains(.highlighted), !buttonState.contains(.disabled), let base = color {
                color = base.withAlphaComponent(base.alpha * 0.7)
            }
            return color.map { background.backgroundColorTransformer?($0) ?? $0 }
        }

        func resolvedCornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .dynamic: buttonSize.dynamicCornerRadius
            case .small: 4
            case .medium: 8
            case .large: 12
            case .capsule: height / 2
            }
        }

        /// The title for drawing: the size's font and the foreground color where the app set none, then the
        /// transformer, run by run.
        func resolvedTitle(foreground: UIColor) -> NSAttributedString? {
            resolved(attributedTitle, size: buttonSize.titleFontSize, color: foreground, transformer: titleTextAttributesTransformer)
        }

        func resolvedSubtitle(foreground: UIColor) -> NSAttributedString? {
            resolved(attributedSubtitle, size: buttonSize.subtitleFontSize, color: foreground, transformer: subtitleTextAttributesTransformer)
        }

        private func resolved(_ text: AttributedString?, size: CGFloat, color: UIColor,
                              transformer: UIConfigurationTextAttributesTransformer?) -> NSAttributedString? {
            guard var text, !text.characters.isEmpty else { return nil }
            var defaults = AttributeContainer()
            defaults.font = .systemFont(ofSize: size)
            defaults.foregroundColor = color
            text.mergeAttributes(defaults, mergePolicy: .keepCurrent)
            if let transformer {
                for (range, attributes) in text.runs.map({ ($0.range, $0.attributes) }) {
                    text[range].setAttributes(transformer(attributes))
                }
            }
            return NSAttributedString.converting(text)
        }
    }
}
