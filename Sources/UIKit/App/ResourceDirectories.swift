import Foundation
import Synchronization

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

    /// The entries of `directory` and their names, listed once: resources don't change while the app runs, and each
    /// image or catalog name looked up would otherwise list or probe the same folders again.
    static func listing(of directory: URL) -> (entries: [URL], names: Set<String>) {
        if let listing = listings.withLock({ $0[directory] }) { return listing }
        let entries = ((try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? [])
            .sorted { $0.path < $1.path }
        let listing = (entries, Set(entries.map(\.lastPathComponent)))
        listings.withLock { $0[directory] = listing }
        return listing
    }

    private static let listings = Mutex<[URL: (entries: [URL], names: Set<String>)]>([:])

    /// The directories of `bundle`, or the app's when it is nil.
    static func directories(of bundle: Bundle?) -> [URL] {
        bundle.map { directories(of: [$0]) } ?? app
    }
}
