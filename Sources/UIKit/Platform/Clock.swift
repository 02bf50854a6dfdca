import Foundation
import QuartzCore

/// The platform's time, beside the window host and the font engine: the media clock every animation, display link
/// and gesture reads, and the pace of frames.
///
/// The desktop's is monotonic real time paced to the display's refresh; tests install `UIKitTesting.ManualClock`,
/// which moves only when told to.
package protocol Clock: MediaClock {
    /// Seconds between the frames the display shows.
    var frameInterval: TimeInterval { get }
    /// The time the status bar shows ("9:41").
    var statusBarTime: String { get }
}

extension Clock {
    /// Makes this the clock that everything reads.
    package func install() {
        MediaTime.clock = self
    }
}
