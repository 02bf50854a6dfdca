import CoreGraphics
import Foundation

/// Finds named images among the app's resources, as `UIImage(named:)` does in an app bundle.
enum ImageAssets {
    /// The screen scale `UIImage(named:)` picks variants for; set by the main screen.
    nonisolated(unsafe) static var preferredScale: CGFloat = 1

    /// The directories searched by default: the main bundle and the SwiftPM resource bundles beside the
    /// executable, with their immediate folders. They don't change while the app runs, so they are listed once.
    private static let appDirectories: [URL] = {
        let main = Bundle.main
        let siblings = (try? FileManager.default.contentsOfDirectory(at: main.bundleURL, includingPropertiesForKeys: nil)) ?? []
        return directories(of: [main] + siblings.filter { $0.pathExtension == "resources" }.compactMap(Bundle.init(url:)))
    }()

    private static func directories(of bundles: [Bundle]) -> [URL] {
        bundles.flatMap { bundle -> [URL] in
            let root = bundle.resourceURL ?? bundle.bundleURL
            let children = (try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
            return [root] + children.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
        }
    }

    /// The directories of `bundle`, or the app's when it is nil.
    static func directories(of bundle: Bundle?) -> [URL] {
        bundle.map { directories(of: [$0]) } ?? appDirectories
    }

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
