import Foundation
import QuartzCore

/// The platform's time, beside the window host and the font engine: the frame scheduler every animation, display
/// link and gesture reads, with the time the status bar shows.
///
/// The desktop's is real time, its frames turned by the run loop or, without one, by the main queue; tests install
/// `UIKitTesting.ManualClock`, which moves only when told to.
package protocol Clock: FrameScheduler {
    /// The time the status bar shows ("9:41").
    var statusBarTime: String { get }
}
