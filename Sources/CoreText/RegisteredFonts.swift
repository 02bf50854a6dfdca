import Foundation
import Synchronization

/// The fonts apps register from data or files, which UIKit finds by name beside the fonts it ships.
///
/// A registered font is known to UIKit's font engine by a face key of its own (`face(named:)`); the font's bytes stay
/// readable by that key after it is unregistered, so fonts already made from it keep drawing, as on iOS.
package enum RegisteredFonts {
    /// A registered font's names and bytes.
    package struct Face: Sendable {
        package var postScriptName: String
        package var fullName: String
        package var familyName: String
        package var data: Data
    }

    private struct State {
        /// Every font ever registered, by face key.
        var faces: [String: Face] = [:]
        /// The face keys of the fonts registered now, by PostScript name.
        var registered: [String: String] = [:]
        /// The PostScript names of the fonts each registered file gave.
        var files: [URL: [String]] = [:]
    }

    private static let state = Mutex(State())

    /// Registers `font`'s bytes under its names; the error when it was made by name, not from data, or a font of its
    /// PostScript name is registered already.
    static func register(_ font: CGFont) -> CTFontManagerError? {
        guard let data = font.data, let name = font.postScriptName as String? else { return .invalidFontData }
        return state.withLock { state in
            guard state.registered[name] == nil else { return .alreadyRegistered }
            // The key is no file name (those end in .otf or .ttf) and holds no "/", which the engine refuses in a face.
            let key = "registered-\(state.faces.count)-\(name)"
            state.faces[key] = Face(postScriptName: name, fullName: (font.fullName as String?) ?? name,
                                    familyName: font.familyName ?? name, data: data)
            state.registered[name] = key
            return nil
        }
    }

    /// Unregisters the font of `font`'s PostScript name; the error when none is registered.
    static func unregister(_ font: CGFont) -> CTFontManagerError? {
        guard let name = font.postScriptName as String? else { return .notRegistered }
        return state.withLock { $0.registered.removeValue(forKey: name) == nil ? .notRegistered : nil }
    }

    /// Registers the fonts of the file at `url`.
    static func register(fileAt url: URL) -> CTFontManagerError? {
        guard let data = try? Data(contentsOf: url) else { return .fileNotFound }
        guard let provider = CGDataProvider(data: data), let font = CGFont(provider) else { return .unrecognizedFormat }
        if let error = register(font) { return error }
        state.withLock { $0.files[url.standardizedFileURL, default: []].append(font.postScriptName! as String) }
        return nil
    }

    /// Unregisters the fonts registered from the file at `url`.
    static func unregister(fileAt url: URL) -> CTFontManagerError? {
        state.withLock { state in
            guard let names = state.files.removeValue(forKey: url.standardizedFileURL) else { return .notRegistered }
            for name in names { state.registered.removeValue(forKey: name) }
            return nil
        }
    }

    /// The face key of the registered font whose PostScript or full name is `name`, if one is registered now.
    package static func face(named name: String) -> String? {
        state.withLock { state in
            state.registered[name] ?? state.registered.values.first { state.faces[$0]?.fullName == name }
        }
    }

    /// The registered font a face key stands for; nil for any other face.
    package static func face(_ key: String) -> Face? {
        guard key.hasPrefix("registered-") else { return nil }
        return state.withLock { $0.faces[key] }
    }
}
