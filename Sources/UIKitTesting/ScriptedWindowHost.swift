import CoreGraphics
import UIKit

/// The native window of an app launched in a test: a `WindowHost` that a test drives, as swift-nio's
/// `EmbeddedEventLoop` is an event loop a test drives.
///
/// The app runs under the same `ApplicationRunner` as on the desktop; only the host differs. Events sent to it
/// reach the app through the runner's routing at once, and every frame the app presents is recorded. It never waits:
/// time is the manual clock's.
@MainActor
package final class ScriptedWindowHost: WindowHost {
    package private(set) var size: CGSize
    package private(set) var scale: CGFloat
    package let refreshRate: Double = 60
    package var title: String

    /// The damage, in pixels, of every frame presented so far, oldest first.
    package private(set) var presentedDamage: [[CGRect]] = []
    /// The frame buffer last presented: the compositor's, so it shows what the window shows now.
    package private(set) var presentedFrame: CGContext?
    /// Whether a responder that edits text asked for typed text.
    package private(set) var acceptsText = false
    /// The sizes the app limits the window to, as its scene's `sizeRestrictions` set them.
    package private(set) var sizeLimits = (minimum: CGSize.zero, maximum: CGSize(width: CGFloat.infinity, height: .infinity))
    /// Whether the runner closed the window.
    package private(set) var isClosed = false

    private var pending: [PlatformEvent] = []

    package init(title: String, size: CGSize, scale: CGFloat) {
        self.title = title
        self.size = size
        self.scale = scale
    }

    /// Sends `event` as the platform would and has the app's runner take it at once. A resize changes the window's
    /// size and scale first, as a native window's change before the platform reports them.
    package func send(_ event: PlatformEvent) {
        if case let .resized(size, scale) = event {
            self.size = size
            self.scale = scale
        }
        pending.append(event)
        UIApplication.shared.runner?.takeEvents()
    }

    package func present(_ frame: CGContext, damage: [CGRect]) {
        presentedDamage.append(damage)
        presentedFrame = frame
    }

    package func waitForEvents(timeout: Double) -> [PlatformEvent] {
        defer { pending = [] }
        return pending
    }

    package func setSizeLimits(minimum: CGSize, maximum: CGSize) {
        sizeLimits = (minimum, maximum)
    }

    package func setAcceptsText(_ acceptsText: Bool) {
        self.acceptsText = acceptsText
    }

    package func close() {
        isClosed = true
    }
}
