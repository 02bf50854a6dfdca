import Foundation

/// Opening URLs in other apps: the desktop's browser for web addresses, its mail and phone handlers for the rest.
extension UIApplication {
    /// The URL of the app's settings; opening it does nothing here, since the desktop has no settings app for it.
    public static let openSettingsURLString = "app-settings:"

    /// Opens `url` in the app the desktop has for it; `completion` hears, asynchronously on the main queue, whether
    /// it opened. Every URL opened is recorded, so tests can see what a tap opened (`openedURLs` in UIKitTesting).
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        let opened = opensURL(url, options: options)
        guard let completion else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { completion(opened) } }
    }

    /// Opens `url` and returns whether it opened.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        opensURL(url, options: options)
    }

    private func opensURL(_ url: URL, options: [OpenExternalURLOptionsKey: Any]) -> Bool {
        guard canOpenURL(url), options[.universalLinksOnly] as? Bool != true else { return false }
        openedURLRecord.append(url)
        return Platform.urlOpener.open(url)
    }

    /// Whether some app can open `url`: any URL with a scheme the desktop hands on (web, mail, phone, files).
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return ["http", "https", "mailto", "tel", "sms", "file", "ftp"].contains(scheme)
    }
}
