import Foundation

/// A font named for drawing: what `CATextLayer.font` takes. Core Graphics here has no font files of its own; the
/// name is resolved when text is drawn (UIKit's fonts, its system font for a name it lacks).
public final class CGFont: @unchecked Sendable {
    // Unchecked: immutable.
    /// The font's PostScript name, as it was given.
    public let postScriptName: CFString?
    public let fullName: CFString?

    /// A font by PostScript or full name; nil for an empty name.
    public init?(_ name: CFString) {
        guard name.length > 0 else { return nil }
        postScriptName = name
        fullName = name
    }
}
