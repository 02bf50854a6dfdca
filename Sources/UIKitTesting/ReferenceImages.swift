import Foundation
import Synchronization
import UIKit

/// Reference screenshots decoded once per file and kept while the file stays as it is: a suite compares against the
/// same references run after run, and decoding a phone-sized PNG costs more than comparing it.
enum ReferenceImages {
    private static let decodedFiles = Mutex<[String: (modified: Date, image: CGImage)]>([:])

    /// The PNG at `url`, decoded; nil when there is none or it is not a PNG.
    static func decoded(at url: URL) -> CGImage? {
        guard let modified = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date else { return nil }
        if let cached = decodedFiles.withLock({ $0[url.path] }), cached.modified == modified { return cached.image }
        guard let data = FileManager.default.contents(atPath: url.path), let image = CGImage(pngData: data) else { return nil }
        decodedFiles.withLock { $0[url.path] = (modified, image) }
        return image
    }

    /// Drops what is kept for `url`, which was just written.
    static func forget(_ url: URL) {
        decodedFiles.withLock { _ = $0.removeValue(forKey: url.path) }
    }
}
