import Foundation

/// A font for drawing: what `CATextLayer.font` takes, and what `CTFontManagerRegisterGraphicsFont(_:_:)` registers.
///
/// Core Graphics here draws no text itself: a font named by `init(_:)` is resolved when text is drawn (UIKit's fonts,
/// its system font for a name it lacks), and one made from a font file's bytes by `init(_:)` keeps them for UIKit's
/// font engine once registered.
public final class CGFont: @unchecked Sendable {
    // Unchecked: immutable.
    /// The font's PostScript name: as given, or as the font file names itself.
    public let postScriptName: CFString?
    /// The font's full name ("Inter Bold"): as given, or as the font file names itself.
    public let fullName: CFString?
    /// The family the font file names, for a font made from data.
    package let familyName: String?
    /// The font file's bytes, for a font made from data.
    package let data: Data?

    /// A font by PostScript or full name; nil for an empty name.
    public init?(_ name: CFString) {
        guard name.length > 0 else { return nil }
        postScriptName = name
        fullName = name
        familyName = nil
        data = nil
    }

    /// The font in the TrueType or OpenType file (or the first font of a collection) that `provider` supplies; nil
    /// when its bytes are not such a font, as Apple's returns nil for data it cannot read as a font.
    public init?(_ provider: CGDataProvider) {
        guard let bytes = provider.data, let names = OpenTypeNames(bytes) else { return nil }
        postScriptName = names.postScriptName as CFString
        fullName = (names.fullName ?? names.postScriptName) as CFString
        familyName = names.familyName
        data = bytes
    }
}
