import Foundation

/// The folder of pictures that stands in for the photo library on the desktop: what the image picker shows, and
/// where the share sheet's "Save Image" and `UIImageWriteToSavedPhotosAlbum` save. It is `CASEMENT_PHOTO_LIBRARY`
/// when set, else the user's pictures folder (`XDG_PICTURES_DIR`, else `~/Pictures`).
package enum PhotoLibrary {
    nonisolated(unsafe) package static var folderOverride: URL?

    package static var folder: URL {
        if let folderOverride { return folderOverride }
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["CASEMENT_PHOTO_LIBRARY"] ?? environment["XDG_PICTURES_DIR"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Pictures", isDirectory: true)
    }

    private static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "bmp", "webp", "tif", "tiff"]

    /// The pictures in the folder, by name: the same order on every machine.
    package static func pictureURLs() -> [URL] {
        let contents = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return contents.filter { imageExtensions.contains($0.pathExtension.lowercased()) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Saves `image` as a PNG file of its own in the folder, made if missing, and gives its location.
    package static func save(_ image: UIImage) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard let data = image.pngData() else { throw CocoaError(.fileWriteUnknown) }
        var index = pictureURLs().count + 1
        var url: URL
        repeat {
            url = folder.appendingPathComponent(String(format: "IMG_%04d.png", index))
            index += 1
        } while FileManager.default.fileExists(atPath: url.path)
        try data.write(to: url)
        return url
    }
}
