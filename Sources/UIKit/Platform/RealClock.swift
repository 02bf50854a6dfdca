import Foundation
import QuartzCore
import Synchronization

/// Monotonic real time at a display's refresh rate, the clock of a running app.
package final class RealClock: Clock {
    /// Who turns the frames while something needs them.
    package enum Pacing: Sendable {
        /// A loop that runs a frame every turn and asks `UIApplication.hasPendingFrameWork` how long to wait: the
        /// desktop's run loop.
        case loop
        /// Frames scheduled on the main queue while something needs them: real time in a test, where no loop runs.
        case mainQueue
    }

    package let frameInterval: TimeInterval
    private let pacing: Pacing
    private let framesScheduled = Mutex(false)

    /// A clock for a display refreshing `refreshRate` times a second.
    package init(refreshRate: Double = 60, pacing: Pacing) {
        frameInterval = 1 / (refreshRate.isFinite && refreshRate > 0 ? refreshRate : 60)
        self.pacing = pacing
    }

    package var now: TimeInterval { MediaTime.monotonicNow }

    /// The wall-clock time where the app runs, on a display; without one (a test in real time, a screenshot) Apple's
    /// 9:41, so that images do not depend on when they were made.
    package var statusBarTime: String { pacing == .loop ? UIStatusBarView.format(Date(), in: .current) : "9:41" }

    package func framesNeeded() {
        guard pacing == .mainQueue, !framesScheduled.withLock({ scheduled in defer { scheduled = true }; return scheduled }) else {
            return
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + frameInterval) {
            MainActor.assumeIsolated {
                self.framesScheduled.withLock { $0 = false }
                let application = UIApplication.shared
                application.runFrame()
                // Another scheduler may have been installed meanwhile; it runs the frames from now on.
                if application.hasPendingFrameWork, MediaTime.scheduler === self { self.framesNeeded() }
            }
        }
    }
}
