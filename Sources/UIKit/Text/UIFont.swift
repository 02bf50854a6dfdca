import CoreGraphics
import CoreText

/// A typeface at a point size, with its metrics.
///
/// System fonts are the Inter family shipped in the package's `Assets/Fonts`
/// (Noto Sans Mono for monospaced text), never a font found on the machine,
/// so text measures and renders the same everywhere. Fonts an app registers
/// from data or files (`CTFontManagerRegisterGraphicsFont(_:_:)`) are found
/// by name too, and drawn from their own bytes.
public final class UIFont: NSObject, NSCopying, @unchecked Sendable {
    /// First: Core Foundation reads it when the font is an attribute value.
    private let coreFoundationInfo = CoreFoundationInfo()
    /// The font's PostScript name: the font file's name without extension, or a registered font's own.
    public let fontName: String
    public let pointSize: CGFloat
    /// The file inside `Assets/Fonts`, or a registered font's key (see `RegisteredFonts`).
    package let face: String
    /// How the font follows the text size, for a text style's font or one `UIFontMetrics` scaled; nil for a fixed size.
    package let scaling: Scaling?

    /// A font's place on a text style's Dynamic Type curve: its size at the default category, Large, and the most it
    /// may grow to.
    package struct Scaling: Hashable, Sendable {
        let style: TextStyle
        let sizeAtLarge: CGFloat
        let maximum: CGFloat?

        /// The size at `category`: the size at Large, grown or shrunk as the style's size is.
        func pointSize(at category: UIContentSizeCategory) -> CGFloat {
            let scaled = sizeAtLarge * style.pointSize(at: category) / style.pointSize(at: .large)
            return maximum.map { min(scaled, $0) } ?? scaled
        }
    }

    private init(face: String, pointSize: CGFloat, scaling: Scaling? = nil) {
        self.face = face
        self.scaling = scaling
        self.fontName = RegisteredFonts.face(face)?.postScriptName ?? String(face.utf8.prefix { $0 != UInt8(ascii: ".") }) ?? face
        if pointSize.isFinite, pointSize > 0 {
            self.pointSize = pointSize
        } else {
            // UIKit documents font sizes as greater than 0; a size of 0 would give lines no height.
            reportMisuse("UIFont: the font size must be a number greater than 0, not \(pointSize); using \(UIFont.systemFontSize).")
            self.pointSize = UIFont.systemFontSize
        }
        metrics = Platform.fontEngine.metrics(face: face, pointSize: self.pointSize)
        super.init()
    }

    /// A font whose file in `Assets/Fonts` is named `fontName` (for example "Inter-Bold"), or a registered font of
    /// that PostScript or full name; nil if there is none.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let face = FontAssets.file(named: fontName) ?? RegisteredFonts.face(named: fontName) else { return nil }
        self.init(face: face, pointSize: fontSize)
    }

    /// The font `descriptor` describes, at `pointSize`, or at the descriptor's size when `pointSize` is 0; a text
    /// style's descriptor at its own size gives a font that follows the text size as the style's does.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let scaling = pointSize == 0 ? descriptor.textStyle.map { Scaling(style: $0, sizeAtLarge: $0.pointSize(at: .large), maximum: nil) } : nil
        self.init(face: descriptor.face, pointSize: pointSize == 0 ? descriptor.pointSize : pointSize, scaling: scaling)
    }

    /// This font at the size `traitCollection`'s content size category gives it, when it follows the text size.
    package func adjusted(for traitCollection: UITraitCollection) -> UIFont {
        guard let scaling else { return self }
        let size = scaling.pointSize(at: .resolved(in: traitCollection))
        return size == pointSize ? self : UIFont(face: face, pointSize: size, scaling: scaling)
    }

    /// This font following `scaling` at `category`.
    package func scaled(_ scaling: Scaling, at category: UIContentSizeCategory) -> UIFont {
        UIFont(face: face, pointSize: scaling.pointSize(at: category), scaling: scaling)
    }

    /// The font's family, weight, traits and size as a descriptor.
    public var fontDescriptor: UIFontDescriptor {
        let suffix = fontName.drop { $0 != "-" }.dropFirst()
        if face.hasPrefix("NotoSansMono") {
            return UIFontDescriptor(family: UIFontDescriptor.monospacedFamily, weight: suffix == "Bold" ? .bold : .regular,
                                    traits: suffix == "Bold" ? [.traitMonoSpace, .traitBold] : .traitMonoSpace, size: pointSize,
                                    textStyle: scaling?.style)
        }
        let italic = suffix.hasSuffix("Italic")
        let weightName = italic ? suffix.dropLast("Italic".count) : suffix
        let weights: [String: UIFont.Weight] = ["ExtraLight": .ultraLight, "Thin": .thin, "Light": .light, "Medium": .medium,
                                                "SemiBold": .semibold, "Bold": .bold, "ExtraBold": .heavy, "Black": .black]
        let weight = weights[String(weightName)] ?? .regular
        var traits: UIFontDescriptor.SymbolicTraits = italic ? .traitItalic : []
        if weight >= .bold { traits.insert(.traitBold) }
        return UIFontDescriptor(family: UIFontDescriptor.systemFamily, weight: weight, traits: traits, size: pointSize,
                                textStyle: scaling?.style)
    }

    /// The system font for numbers that change in place. Inter's tabular digits are an OpenType feature SDL2_ttf
    /// cannot turn on, so this is the system font, whose digits are proportional.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    public static func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(face: "Inter-\(weight.faceSuffix).otf", pointSize: fontSize)
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: "Inter-Italic.otf", pointSize: fontSize)
    }

    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(face: weight.rawValue >= UIFont.Weight.semibold.rawValue ? "NotoSansMono-Bold.ttf" : "NotoSansMono-Regular.ttf",
               pointSize: fontSize)
    }

    /// The system font for a text style, at Apple's size for the content size category of the traits being drawn
    /// or laid out (`UITraitCollection.current`), else the app's.
    public static func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: UITraitCollection.current)
    }

    /// The system font for a text style at Apple's size for `traitCollection`'s content size category (the app's
    /// when it has none), with Apple's weight for the style.
    public static func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let scaling = Scaling(style: style, sizeAtLarge: style.pointSize(at: .large), maximum: nil)
        return systemFont(ofSize: 1, weight: style.weight).scaled(scaling, at: .resolved(in: traitCollection))
    }

    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(face: face, pointSize: fontSize)
    }

    public var familyName: String { RegisteredFonts.face(face)?.familyName ?? String(fontName.prefix { $0 != "-" }) }

    /// Read once: layout asks every fragment's font for them.
    private let metrics: FontMetrics

    /// The distance from the baseline to the top of the tallest glyphs.
    public var ascender: CGFloat { metrics.ascender }
    /// The distance from the baseline to the bottom of the lowest glyphs; negative.
    public var descender: CGFloat { metrics.descender }
    /// The distance from one baseline to the next.
    public var lineHeight: CGFloat { metrics.lineHeight }
    public var leading: CGFloat { max(0, lineHeight - (ascender - descender)) }

    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }
    public static var smallSystemFontSize: CGFloat { 12 }
    public static var systemFontSize: CGFloat { 14 }

    /// Fonts are equal when they are the same face at the same size, as on iOS.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return face == other.face && pointSize == other.pointSize
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(face)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    /// Fonts are immutable, so a copy is the font itself.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override var description: String { "UIFont(\(fontName), \(pointSize) pt)" }
}
