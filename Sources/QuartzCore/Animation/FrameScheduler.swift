import Foundation

/// Media time and the frames that advance with it: what UIKit installs to run an app's frames.
///
/// Animations, display links and timers tell the installed scheduler when they start needing frames, and it decides
/// when frames run: the desktop's run loop turns every frame anyway, the main queue runs them while a test runs in
/// real time, and a test's manual clock runs them as the test advances it. Nothing in QuartzCore or UIKit asks which
/// one is installed.
package protocol FrameScheduler: AnyObject, Sendable {
    /// Seconds on a monotonic timeline, as `CACurrentMediaTime()` reports them.
    var now: TimeInterval { get }

    /// Seconds between the frames the display shows.
    var frameInterval: TimeInterval { get }

    /// Something started needing frames: an animation, a display link or a timer.
    @MainActor func framesNeeded()
}
