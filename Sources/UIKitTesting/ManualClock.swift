import Foundation
import Synchronization
import UIKit

/// A clock for tests that moves only when told to, frame by frame, so that a test can look at the screen at an
/// exact moment: 0.1 seconds into a 0.3-second animation.
///
/// ```swift
/// let clock = ManualClock.install()
/// defer { ManualClock.uninstall() }
/// clock.advance(by: 0.1)   // six frames at 60 Hz: layout, animation and display-link ticks, composite
/// clock.runUntilIdle()     // until nothing is left to animate
/// ```
///
/// While installed, every time-based part of UIKit reads it: `CACurrentMediaTime()`, animations, display links,
/// gesture timing and the status bar, which shows 9:41 at the install and moves on with the clock. Foundation's
/// `Timer` and `DispatchQueue.asyncAfter` keep real time.
public final class ManualClock: Clock, @unchecked Sendable {
    /// Seconds between frames: 60 Hz.
    public let frameInterval: TimeInterval = 1.0 / 60

    private let time: Mutex<TimeInterval>
    /// The manual clocks installed, innermost last: `uninstall()` removes the one its `install(at:)` put in, so a
    /// test that installs and removes a clock inside another's scope leaves the outer clock in place.
    private static let stack = Mutex<[ManualClock]>([])

    private let start: TimeInterval

    private init(start: TimeInterval) {
        time = Mutex(start)
        self.start = start
    }

    /// 9:41, Apple's convention, when the clock was installed, moving on as the clock does.
    package var statusBarTime: String {
        // A hair of slack keeps sixty seconds made of 3,600 frame steps a whole minute.
        let minutes = (9 * 60 + 41 + Int(((now - start) / 60 + 1e-9).rounded(.down))) % (24 * 60)
        return "\(minutes / 60):\(String(format: "%02d", minutes % 60))"
    }

    /// Frames come only as the test advances the clock.
    package func framesNeeded() {}

    /// The clock's time, in seconds; it starts where `install(at:)` puts it.
    public var now: TimeInterval { time.withLock { $0 } }

    /// Installs a manual clock and returns it; every time-based part of UIKit reads it until `uninstall()`.
    ///
    /// - Parameter start: The time the clock starts at; by default the current media time, so that time never
    ///   runs backwards for animations already under way.
    @discardableResult
    public static func install(at start: TimeInterval? = nil) -> ManualClock {
        let clock = ManualClock(start: start ?? CACurrentMediaTime())
        stack.withLock { $0.append(clock) }
        MediaTime.install(clock)
        return clock
    }

    /// The manual clock everything reads now, if one is installed.
    package static var installed: ManualClock? { MediaTime.scheduler as? ManualClock }

    /// Restores the clock that was in use before the matching `install(at:)`: real time, unless that install happened
    /// inside another manual clock's scope.
    public static func uninstall() {
        if let clock = stack.withLock({ $0.popLast() }) { MediaTime.uninstall(clock) }
    }

    /// Moves time forward by `seconds`, one 60 Hz frame at a time (the last one shorter if `seconds` is not a
    /// whole number of frames), running a full update cycle after each step.
    @MainActor
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds >= 0 else {
            return MisuseReporter.report("ManualClock.advance(by:): time moves forward by a finite number of seconds, not \(seconds).")
        }
        var remaining = seconds
        while remaining > 1e-9 {
            let step = min(frameInterval, remaining)
            time.withLock { $0 += step }
            remaining -= step
            if let runner = UIApplication.shared.runner { runner.turn() } else { UIApplication.shared.runFrame() }
        }
    }

    /// Advances the installed manual clock (one is installed for the wait when none is) frame by frame until
    /// `condition` holds or `timeout` seconds of clock time have passed: XCTest's waits, in milliseconds of real time.
    ///
    /// - Returns: Whether `condition` held.
    @MainActor
    static func wait(timeout: TimeInterval, until condition: () -> Bool) -> Bool {
        let installedHere = installed == nil
        let clock = installed ?? install()
        defer { if installedHere { uninstall() } }
        return clock.advance(until: condition, limit: timeout)
    }

    /// Advances frame by frame until `condition` holds or `limit` seconds have passed; returns whether it held.
    @MainActor
    private func advance(until condition: () -> Bool, limit: TimeInterval) -> Bool {
        var elapsed: TimeInterval = 0
        while !condition() {
            guard elapsed < limit else { return false }
            advance(by: frameInterval)
            elapsed += frameInterval
        }
        return true
    }

    /// Ends a test's use of the clock: terminates apps launched with `XCUIApplication`, runs frames until what the
    /// test started has finished (completion handlers included), then removes the clock.
    @MainActor
    static func finishTest() {
        XCUIApplication.terminateRunning()
        settle(limit: 10)
        uninstall()
    }

    /// Runs frames until nothing is left to animate or draw, for at most `limit` seconds of clock time: XCTest's wait
    /// for the app to go idle after each UI action. Something that animates for ever, such as a spinning activity
    /// indicator, ends the wait at the limit without a report, as XCTest moves on.
    @MainActor
    static func settle(limit: TimeInterval = 5) {
        _ = wait(timeout: limit) { !UIApplication.shared.hasPendingFrameWork }
    }

    /// Advances frame by frame until nothing is pending: no layout or drawing, animation, transition or display link.
    /// Gives up after `limit` seconds of clock time, with a report, instead of hanging on something that never ends.
    @MainActor
    public func runUntilIdle(limit: TimeInterval = 600) {
        guard !advance(until: { !UIApplication.shared.hasPendingFrameWork }, limit: limit) else { return }
        MisuseReporter.report("ManualClock.runUntilIdle(): still busy after \(limit) seconds of clock time; something animates for ever.")
    }
}
