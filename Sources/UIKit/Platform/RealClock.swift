import Foundation
import QuartzCore

/// Monotonic real time at a display's refresh rate, the clock of a running app.
package final class RealClock: Clock {
    package let frameInterval: TimeInterval

    /// A clock for a display refreshing `refreshRate` times a second.
    package init(refreshRate: Double = 60) {
        frameInterval = 1 / (refreshRate.isFinite && refreshRate > 0 ? refreshRate : 60)
    }

    private let monotonic = MediaTime.Monotonic()

    package var now: TimeInterval { monotonic.now }

    /// The wall-clock time where the app runs.
    package var statusBarTime: String { UIStatusBarView.format(Date(), in: .current) }
}
