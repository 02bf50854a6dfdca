import CoreGraphics

/// A native window that shows the frames a `UIWindow` composites.
///
/// The compositor owns the frame buffer; a host only presents it. The SDL
/// host is the desktop implementation; a window with no host renders
/// offscreen, which is what tests and screenshots use.
@MainActor
package protocol WindowHost: AnyObject {
    /// The drawable area, in points.
    var size: CGSize { get }

    /// Pixels per point of the drawable area.
    var scale: CGFloat { get }

    /// Frames per second of the display the window is on.
    var refreshRate: Double { get }

    /// The window's title bar text.
    var title: String { get set }

    /// Shows `frame`, uploading only `damage` (rects in pixels) of it.
    func present(_ frame: CGContext, damage: [CGRect])

    /// Waits at most `timeout` seconds for the next platform events.
    func waitForEvents(timeout: Double) -> [PlatformEvent]

    /// Keeps the user from resizing the window below `minimum` or above `maximum` points; zero and infinite sizes lift
    /// the limit.
    func setSizeLimits(minimum: CGSize, maximum: CGSize)

    /// Starts or stops taking typed text (and showing an input method's window) for a responder that edits text.
    func setAcceptsText(_ acceptsText: Bool)

    /// Closes the native window.
    func close()
}
