import Foundation

/// Where an app's resources are, as an app bundle holds them on iOS: the main bundle and the SwiftPM resource bundles
/// beside the executable, each with its immediate folders (`Base.lproj`, `Images`).
enum ResourceDirectories {
    /// The app's directories; they don't change while the app runs, so they are listed once.
    private static let app: [URL] = {
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
        bundle.map { directories(of: [$0]) } ?? app
    }
}
