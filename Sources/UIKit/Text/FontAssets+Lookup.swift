import Foundation

extension FontAssets {
    /// The font file whose name without extension is `fontName` ("Inter-Bold"), if the folder has one.
    static func file(named fontName: String) -> String? {
        ["otf", "ttf"].map { "\(fontName).\($0)" }
            .first { FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path) }
    }
}
