import QuartzCore

/// Work due at a media-clock time, checked every frame: the timing of double taps, long presses, autorepeat and
/// blinking carets, so that a test's manual clock moves them as it moves animations.
@MainActor
package final class ClockTimer {
    private static var pending: [ClockTimer] = []

    private let deadline: CFTimeInterval
    private let isIdle: Bool
    private var body: (@MainActor () -> Void)?

    private init(deadline: CFTimeInterval, isIdle: Bool, body: @escaping @MainActor () -> Void) {
        self.deadline = deadline
        self.isIdle = isIdle
        self.body = body
    }

    /// Runs `body` on the first frame at or after `delay` seconds from now; the returned timer can be cancelled.
    ///
    /// An idle timer (a caret's blink) is work an idle app does forever: it neither keeps frames coming nor keeps
    /// `ManualClock.runUntilIdle()` running, but the desktop loop wakes for it.
    @discardableResult
    package static func schedule(after delay: CFTimeInterval, idle isIdle: Bool = false,
                                 _ body: @escaping @MainActor () -> Void) -> ClockTimer {
        let timer = ClockTimer(deadline: MediaTime.scheduler.now + max(0, delay), isIdle: isIdle, body: body)
        pending.append(timer)
        if !isIdle { MediaTime.scheduler.framesNeeded() }
        return timer
    }

    package func cancel() {
        body = nil
        Self.pending.removeAll { $0 === self }
    }

    package static var hasPending: Bool { pending.contains { !$0.isIdle } }

    /// When the earliest timer, idle or not, is due.
    package static var nextDeadline: CFTimeInterval? { pending.map(\.deadline).min() }

    /// Runs the timers due at `now`, earliest first; timers they schedule wait for a later frame.
    package static func fire(at now: CFTimeInterval) {
        let due = pending.filter { $0.deadline <= now + 1e-9 }.sorted { $0.deadline < $1.deadline }
        guard !due.isEmpty else { return }
        pending.removeAll { timer in due.contains { $0 === timer } }
        for timer in due {
            let body = timer.body
            timer.body = nil
            body?()
        }
    }
}
