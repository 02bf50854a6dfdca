import Foundation

/// URLSession lives in FoundationNetworking on Linux: the port imports it where it is used.
struct Downloader {
    let session = URLSession(configuration: .ephemeral)

    func request(for url: URL) -> URLRequest {
        URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
    }
}

#if os(iOS) || os(tvOS)
/// Code an iOS library keeps for iOS alone builds here: this is the iOS UIKit.
extension Downloader {
    static let platform = "iOS"
}
#else
extension Downloader {
    static let platform = "other"
}
#endif
