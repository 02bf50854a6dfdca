import Dispatch
import Foundation
import Synchronization

/// A source of media time: seconds on a monotonic timeline, which Core Animation, display links and UIKit's
/// animations all read. The platform's clock is installed at launch; tests install a manual one.
package protocol MediaClock: AnyObject, Sendable {
    var now: TimeInterval { get }
}

/// The process's media clock.
package enum MediaTime {
    /// Real monotonic time since the machine started, as `CACurrentMediaTime()` reports it on iOS.
    package final class Monotonic: MediaClock {
        package init() {}
        package var now: TimeInterval { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
    }

    private static let installed = Mutex<any MediaClock>(Monotonic())

    /// Told on the main actor when something starts needing frames: an animation or a display link.
    @MainActor package static var framesNeeded: (() -> Void)?

    /// The clock everything reads; setting it makes every time-based part of the frameworks follow the new one.
    package static var clock: any MediaClock {
        get { installed.withLock { $0 } }
        set { installed.withLock { $0 = newValue } }
    }
}

/// The current media time, in seconds on a monotonic clock: the time Core Animation times animations with, and the
/// manual clock's time while a test has one installed.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaTime.clock.now
}
