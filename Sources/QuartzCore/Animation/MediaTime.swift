import Dispatch
import Foundation
import Synchronization

/// The process's media time: the installed frame scheduler's clock, which Core Animation, display links and UIKit's
/// animations all read.
package enum MediaTime {
    /// Real monotonic time since the machine started, as `CACurrentMediaTime()` reports it on iOS.
    package static var monotonicNow: TimeInterval { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Real time with nothing to run frames: what QuartzCore reads before UIKit sets the real-time scheduler.
    private final class Monotonic: FrameScheduler {
        var now: TimeInterval { MediaTime.monotonicNow }
        let frameInterval: TimeInterval = 1.0 / 60
        func framesNeeded() {}
    }

    /// The real-time scheduler at the bottom, and the ones installed over it, innermost last.
    private static let schedulers = Mutex<(realTime: any FrameScheduler, installed: [any FrameScheduler])>((Monotonic(), []))

    /// The scheduler in charge: the one installed last, else real time.
    package static var scheduler: any FrameScheduler {
        schedulers.withLock { $0.installed.last ?? $0.realTime }
    }

    /// The scheduler of real time, in charge whenever none is installed over it.
    package static func setRealTime(_ scheduler: any FrameScheduler) {
        schedulers.withLock { $0.realTime = scheduler }
    }

    /// Puts `scheduler` in charge until `uninstall(_:)`: the desktop's run loop while the app runs, a test's manual
    /// clock while the test runs.
    package static func install(_ scheduler: any FrameScheduler) {
        schedulers.withLock { $0.installed.append(scheduler) }
    }

    /// Takes `scheduler` out of charge, wherever it is among the installed ones.
    package static func uninstall(_ scheduler: any FrameScheduler) {
        schedulers.withLock { state in
            if let index = state.installed.lastIndex(where: { $0 === scheduler }) { state.installed.remove(at: index) }
        }
    }
}

/// The current media time, in seconds on a monotonic clock: the time Core Animation times animations with, and the
/// manual clock's time while a test has one installed.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaTime.scheduler.now
}
