import Foundation

/// The desktop's way of opening a URL in the app that handles it, behind `UIApplication.open(_:options:)`.
package protocol URLOpener: AnyObject, Sendable {
    /// Opens `url`; false when nothing could open it.
    func open(_ url: URL) -> Bool
}
