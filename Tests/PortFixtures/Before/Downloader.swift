import Foundation

/// URLSession lives in FoundationNetworking on Linux: the port imports it where it is used.
struct Downloader {
    let session = URLSession(configuration: .ephemeral)

    func request(for url: URL) -> URLRequest {
        URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
    }
}
