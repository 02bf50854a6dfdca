import CoreGraphics

/// Something the platform reports to the application's run loop.
package enum PlatformEvent: Equatable, Sendable {
    /// The app was asked to quit: its last window closed, or the system asked it to end.
    case quit
    /// The user asked to close this window.
    case close
    /// The window's size in points or its pixels per point changed.
    case resized(size: CGSize, scale: CGFloat)
    /// The window's contents were lost (uncovered, restored) and must be presented again.
    case exposed
    /// The system is short of memory.
    case memoryWarning
    /// Fingers, or the held mouse button, went down, moved or came up.
    case touches([TouchSample])
    /// The pointer moved with no button pressed, to a point in the window's points, or left the window (nil).
    case hover(CGPoint?)
    /// The mouse wheel (discrete) or a trackpad (continuous) asked to move content by a distance in points, as a
    /// finger dragging by it would, with the pointer at a point.
    case scroll(delta: CGPoint, location: CGPoint, continuous: Bool)
    /// Ctrl with the mouse wheel asked to zoom by a factor about a point, as two fingers pinching would.
    case zoom(scale: CGFloat, location: CGPoint)
    /// A key went down (or repeated) or up.
    case key(KeySample)
    /// Text was typed, after the keyboard layout and any input method.
    case text(String)
    /// An input method's text being composed, with the cursor's offset in characters; empty when it ends.
    case composition(String, cursor: Int)
}
