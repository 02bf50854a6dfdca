import CoreGraphics
import Foundation

/// Finds named images among the app's resources, as `UIImage(named:)` does in an app bundle.
enum ImageAssets {
    /// The screen scale `UIImage(named:)` picks variants for; set by the main screen.
    nonisolated(unsafe) static var preferredScale: CGFloat = 1

    /// The file for `name` (with or without extension), preferring the `@Nx` variant for `preferredScale`, then larger ones, then smaller.
    static func path(forImageNamed name: String, preferredScale: CGFloat, in directories: [URL]) -> String? {
        let ext = (name as NSString).pathExtension
        let stem = ext.isEmpty ? name : (name as NSString).deletingPathExtension
        let extensions = ext.isEmpty ? ["png", "jpg", "jpeg"] : [ext]
        let preferred = min(max(Int(preferredScale.rounded(.up)), 1), 3)
        let scales = [preferred] + Array((preferred + 1)..<4) + (1..<preferred).reversed()
        // A name may reach into a folder ("Birds/robin"): its folder is listed.
        let folder = (stem as NSString).deletingLastPathComponent, base = (stem as NSString).lastPathComponent
        for directory in directories.map({ folder.isEmpty ? $0 : $0.appendingPathComponent(folder, isDirectory: true) }) {
            let names = ResourceDirectories.listing(of: directory).names
            for scale in scales {
                for ext in extensions {
                    let file = scale == 1 ? "\(base).\(ext)" : "\(base)@\(scale)x.\(ext)"
                    if names.contains(file) { return directory.appendingPathComponent(file).path }
                }
            }
        }
        return nil
    }
}
