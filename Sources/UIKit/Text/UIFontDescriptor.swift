import CoreGraphics
import Foundation

/// A description of a font by family, weight, traits, design and size, from which `UIFont(descriptor:size:)` makes a
/// font.
///
/// The faces are the ones that ship in `Assets/Fonts`: Inter in nine weights with regular and bold italics, and
/// Noto Sans Mono in two weights. A description that no shipped face fits, such as the rounded or serif designs,
/// gives nil where Apple's API does for a design it lacks.
public final class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    public let pointSize: CGFloat
    public let symbolicTraits: SymbolicTraits
    /// The family, "Inter" or "Noto Sans Mono".
    let family: String
    let weight: UIFont.Weight
    /// The text style of a preferred font's descriptor, which descriptors derived from it keep.
    let textStyle: UIFont.TextStyle?

    init(family: String, weight: UIFont.Weight, traits: SymbolicTraits, size: CGFloat, textStyle: UIFont.TextStyle? = nil) {
        self.family = family
        self.weight = weight
        symbolicTraits = traits
        pointSize = size
        self.textStyle = textStyle
        super.init()
    }

    /// A descriptor for the face named `fontName` ("Inter-BoldItalic") at `size`; the system font if no face has that name.
    public convenience init(name fontName: String, size: CGFloat) {
        let font = UIFont(name: fontName, size: max(size, 1)) ?? .systemFont(ofSize: max(size, 1))
        let described = font.fontDescriptor
        self.init(family: described.family, weight: described.weight, traits: described.symbolicTraits, size: size)
    }

    /// The descriptor of the preferred font for `style`, at the size the current traits' content size category gives.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of the preferred font for `style` in `traitCollection`.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                               compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    /// The descriptor's attributes by name: its family, face name, size and text style (for a preferred font's).
    public var fontAttributes: [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [.family: family, .name: postscriptName, .size: pointSize]
        if let textStyle { attributes[.textStyle] = textStyle }
        return attributes
    }

    /// The value of one of `fontAttributes`, or nil.
    public func object(forKey anAttribute: AttributeName) -> Any? {
        fontAttributes[anAttribute]
    }

    public var postscriptName: String { face.prefix { $0 != "." }.description }

    /// The shipped face that fits: the nearest weight, italic or monospaced as the traits ask.
    var face: String {
        if family == Self.monospacedFamily || symbolicTraits.contains(.traitMonoSpace) {
            return weight.rawValue >= UIFont.Weight.semibold.rawValue || symbolicTraits.contains(.traitBold)
                ? "NotoSansMono-Bold.ttf" : "NotoSansMono-Regular.ttf"
        }
        let bold = symbolicTraits.contains(.traitBold)
        if symbolicTraits.contains(.traitItalic) {
            return bold || weight.rawValue >= UIFont.Weight.semibold.rawValue ? "Inter-BoldItalic.otf" : "Inter-Italic.otf"
        }
        return "Inter-\((bold && weight.rawValue < UIFont.Weight.bold.rawValue ? .bold : weight).faceSuffix).otf"
    }

    static let systemFamily = "Inter"
    static let monospacedFamily = "Noto Sans Mono"

    /// This descriptor with exactly `symbolicTraits`; nil if no shipped face has them (condensed, expanded…).
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let supported: SymbolicTraits = [.traitBold, .traitItalic, .traitMonoSpace, .traitTightLeading, .traitLooseLeading]
        guard supported.isSuperset(of: symbolicTraits) else { return nil }
        return UIFontDescriptor(family: family, weight: symbolicTraits.contains(.traitBold) ? max(weight, .bold) : min(weight, .regular),
                                traits: symbolicTraits, size: pointSize, textStyle: textStyle)
    }

    /// This descriptor in a system design: the default design is Inter, monospaced is Noto Sans Mono; rounded and
    /// serif faces don't ship, so those give nil.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        switch design {
        case .default: UIFontDescriptor(family: Self.systemFamily, weight: weight, traits: symbolicTraits.subtracting(.traitMonoSpace),
                                        size: pointSize, textStyle: textStyle)
        case .monospaced: UIFontDescriptor(family: Self.monospacedFamily, weight: weight, traits: symbolicTraits.union(.traitMonoSpace),
                                           size: pointSize, textStyle: textStyle)
        default: nil
        }
    }

    /// This descriptor at a fixed size: a text style's descriptor no longer follows the text size.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(family: family, weight: weight, traits: symbolicTraits, size: newPointSize)
    }

    /// This descriptor in `newFamily` ("Inter" or "Noto Sans Mono"); another family keeps the system font's.
    public func withFamily(_ newFamily: String) -> UIFontDescriptor {
        UIFontDescriptor(family: newFamily == Self.monospacedFamily ? newFamily : Self.systemFamily, weight: weight,
                         traits: symbolicTraits, size: pointSize, textStyle: textStyle)
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return face == other.face && pointSize == other.pointSize && symbolicTraits == other.symbolicTraits
    }

    public override var hash: Int { face.hashValue ^ pointSize.hashValue }
}

extension UIFontDescriptor {
    /// Stylistic traits of a font, with Apple's raw values.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The names of a descriptor's attributes.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// The designs of the system font.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
}
