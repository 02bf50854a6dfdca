import Foundation

/// The folder of font files that all text is laid out and rendered with.
///
/// Fonts ship with the package instead of being looked up on the system, so
/// text measures and renders the same on every machine.
package enum FontAssets {
    /// The `Fonts` folder of the package's `Assets`, or of the `Assets` folder
    /// named by the `CASEMENT_ASSETS` environment variable.
    ///
    /// Stops the program with an explanation if the folder is missing, since
    /// no text can be drawn without it.
    package static let directory: URL = {
        let assets: URL
        if let override = ProcessInfo.processInfo.environment["CASEMENT_ASSETS"], !override.isEmpty {
            assets = URL(fileURLWithPath: override, isDirectory: true)
        } else {
            // Resolving symlinks finds the real package when this file is linked into another one.
            assets = URL(fileURLWithPath: #filePath)
                .resolvingSymlinksInPath()
                .deletingLastPathComponent()  // Text
                .deletingLastPathComponent()  // UIKit
                .deletingLastPathComponent()  // Sources
                .deletingLastPathComponent()  // package root
                .appendingPathComponent("Assets", isDirectory: true)
        }
        let fonts = assets.appendingPathComponent("Fonts", isDirectory: true)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: fonts.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            fatalError("""
                Casement cannot find its fonts at \(fonts.path). \
                Text needs the package's Assets/Fonts folder; set CASEMENT_ASSETS \
                to the path of an Assets folder that contains Fonts.
                """)
        }
        return fonts
    }()
}
