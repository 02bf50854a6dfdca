import CoreGraphics

/// A typeface at a point size, with its metrics.
///
/// System fonts are the Inter family shipped in the package's `Assets/Fonts`
/// (Noto Sans Mono for monospaced text), never a font found on the machine,
/// so text measures and renders the same everywhere.
public final class UIFont: NSObject, NSCopying, @unchecked Sendable {
    /// The font file's name, without extension, which is also its PostScript name.
    public let fontName: String
    public let pointSize: CGFloat
    /// The file inside `Assets/Fonts`.
    package let face: String

    private init(face: String, pointSize: CGFloat) {
        self.face = face
        self.fontName = String(face.prefix { $0 != "." })
        if pointSize.isFinite, pointSize > 0 {
            self.pointSize = pointSize
        } else {
            // UIKit documents font sizes as greater than 0; a size of 0 would give lines no height.
            reportMisuse("UIFont: the font size must be a number greater than 0, not \(pointSize); using \(UIFont.systemFontSize).")
            self.pointSize = UIFont.systemFontSize
        }
        super.init()
    }

    /// A font whose file in `Assets/Fonts` is named `fontName` (for example "Inter-Bold"); nil if there is none.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let file = FontAssets.file(named: fontName) else { return nil }
        self.init(face: file, pointSize: fontSize)
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

    /// The font for a text style at the default (Large) content size, with Apple's sizes and weights.
    public static func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        return systemFont(ofSize: size, weight: weight)
    }

    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(face: face, pointSize: fontSize)
    }

    public var familyName: String { String(fontName.prefix { $0 != "-" }) }

    private var metrics: FontMetrics { Platform.fontEngine.metrics(face: face, pointSize: pointSize) }

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
