import Foundation

/// Opening URLs: in the app itself for a scheme it declares, else in the desktop's browser for web addresses and its
/// mail and phone handlers for the rest.
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
        if opensInItself(url) {
            // As on iOS, the app hears of its own URL a moment later (on the next frame), as from another app.
            let source = sceneCoordinator.info?.bundleIdentifier
            ClockTimer.schedule(after: 0) { [weak self] in self?.receive(url, sourceApplication: source) }
            return true
        }
        return Platform.urlOpener.open(url)
    }

    /// Whether some app can open `url`: this one for a scheme its Info.plist declares (`CFBundleURLTypes`), the desktop
    /// for the schemes it hands on (web, mail, phone, files).
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return opensInItself(url) || ["http", "https", "mailto", "tel", "sms", "file", "ftp"].contains(scheme)
    }

    private func opensInItself(_ url: URL) -> Bool {
        url.scheme.map { sceneCoordinator.info?.urlSchemes.contains($0.lowercased()) ?? false } ?? false
    }

    /// Gives the app a URL opened in it, as iOS does: to the active scene's delegate in
    /// `scene(_:openURLContexts:)`, or to an app without scenes in `application(_:open:options:)`.
    ///
    /// - Returns: Whether the app took the URL: it has a scene to open it in, or its delegate handled it.
    @discardableResult
    package func receive(_ url: URL, sourceApplication: String?) -> Bool {
        if sceneCoordinator.usesScenes {
            let scenes = sceneCoordinator.scenes
            guard let scene = scenes.first(where: { $0.activationState == .foregroundActive }) ?? scenes.first else { return false }
            let context = UIOpenURLContext(url: url, options: UIScene.OpenURLOptions(sourceApplication: sourceApplication))
            scene.delegate?.scene(scene, openURLContexts: [context])
            return true
        }
        guard let delegate else { return false }
        var options: [OpenURLOptionsKey: Any] = [:]
        options[.sourceApplication] = sourceApplication
        return delegate.application(self, open: url, options: options)
    }
}
