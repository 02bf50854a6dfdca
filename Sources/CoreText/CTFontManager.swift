import Foundation

// The font manager's registration functions, as iOS code calls them to use fonts it carries as data or files. A
// registered font is found by `UIFont(name:size:)` by its PostScript or full name, and drawn from its own bytes.

/// Registers a font made from data (`CGFont(_ provider:)`) for this process.
///
/// - Parameters:
///   - font: The font to register.
///   - error: Where to put the reason, when it fails: `CTFontManagerError.alreadyRegistered` when a font of its
///     PostScript name is registered, `.invalidFontData` for a font made by name. The caller releases it.
/// - Returns: Whether the font was registered.
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard let failure = RegisteredFonts.register(font) else { return true }
    failure.report(error, font: (font.postScriptName as String?) ?? "")
    return false
}

/// Unregisters a font registered with `CTFontManagerRegisterGraphicsFont(_:_:)`; `UIFont(name:size:)` no longer finds
/// it, while fonts made from it before keep drawing.
///
/// - Returns: Whether it was registered; if not, `error` says `.notRegistered`.
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard let failure = RegisteredFonts.unregister(font) else { return true }
    failure.report(error, font: (font.postScriptName as String?) ?? "")
    return false
}

/// Registers the font in the file at `fontURL` (TrueType, OpenType, or the first font of a collection).
///
/// - Parameters:
///   - scope: Here every scope lasts for the process.
///   - error: `.fileNotFound`, `.unrecognizedFormat` or `.alreadyRegistered` when it fails.
/// - Returns: Whether the font was registered.
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    let url = fontURL as URL
    guard let failure = RegisteredFonts.register(fileAt: url) else { return true }
    failure.report(error, font: url.lastPathComponent, url: url)
    return false
}

/// Unregisters the fonts registered from the file at `fontURL`.
///
/// - Returns: Whether any were; if not, `error` says `.notRegistered`.
public func CTFontManagerUnregisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                               _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    let url = fontURL as URL
    guard let failure = RegisteredFonts.unregister(fileAt: url) else { return true }
    failure.report(error, font: url.lastPathComponent, url: url)
    return false
}
