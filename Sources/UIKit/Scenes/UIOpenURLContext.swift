import Foundation

/// A URL opened in the app, with the options it was opened with: what a scene delegate's `scene(_:openURLContexts:)`
/// and a connecting scene's `connectionOptions.urlContexts` hold.
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    /// The URL to open.
    open private(set) var url: URL
    /// Who opened it, and how.
    open private(set) var options: UIScene.OpenURLOptions

    package init(url: URL, options: UIScene.OpenURLOptions) {
        self.url = url
        self.options = options
        super.init()
    }
}
