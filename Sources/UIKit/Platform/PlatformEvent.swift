import CoreGraphics

/// Something the platform reports to the application's run loop.
package enum PlatformEvent: Equatable, Sendable {
    /// The user asked to close the window or quit.
    case quit
    /// The window's size in points or its pixels per point changed.
    case resized(size: CGSize, scale: CGFloat)
    /// The window's contents were lost (uncovered, restored) and must be presented again.
    case exposed
    /// The system is short of memory.
    case memoryWarning
    /// Fingers, or the held mouse button, went down, moved or came up.
    case touches([TouchSample])
}
