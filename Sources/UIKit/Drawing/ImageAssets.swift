import CoreGraphics
import Foundation

/// Finds named images among the app's resources, as `UIImage(named:)` does in an app bundle.
enum ImageAssets {
    /// The screen scale `UIImage(named:)` picks variants for; set by the main screen.
    nonisolated(unsafe) static var preferredScale: CGFloat = 1

    /// The file for `name` (with or without extension), preferring the `@Nx` variant for `preferredScale`, then larger ones, then smaller.
    static func path(forImageNamed name: String, preferredScale: CGFloat, in directories: [URL]) -> String? {
        let fileManager = FileManager.default
        let ext = (name as NSString).pathExtension
        let stem = ext.isEmpty ? name : (name as NSString).deletingPathExtension
        let extensions = ext.isEmpty ? ["png", "jpg", "jpeg"] : [ext]
        let preferred = min(max(Int(preferredScale.rounded(.up)), 1), 3)
        let scales = [preferred] + Array((preferred + 1)..<4) + (1..<preferred).reversed()
        for directory in directories {
            for scale in scales {
                for ext in extensions {
                    let file = directory.appendingPathComponent(scale == 1 ? "\(stem).\(ext)" : "\(stem)@\(scale)x.\(ext)")
                    if fileManager.fileExists(atPath: file.path) { return file.path }
                }
            }
        }
        return nil
    }
}
