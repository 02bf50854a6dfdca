import UIKit

/// Runs `body` with a manual clock installed, then finishes what it left running (animations, transitions, apps
/// launched with `XCUIApplication`) and removes the clock, so nothing of the test reaches the next one.
///
/// ```swift
/// withManualClock { clock in
///     controller.present(sheet, animated: true)
///     clock.advance(by: 0.2)
///     #expect(sheet.view.frame.minY > 0)
/// }
/// ```
@MainActor
public func withManualClock<Result>(_ body: (ManualClock) throws -> Result) rethrows -> Result {
    let clock = ManualClock.install()
    defer { ManualClock.finishTest() }
    return try body(clock)
}

/// Runs `body` with a manual clock installed, as the synchronous form does, for an `async` test.
@MainActor
public func withManualClock<Result>(_ body: (ManualClock) async throws -> Result) async rethrows -> Result {
    let clock = ManualClock.install()
    defer { ManualClock.finishTest() }
    return try await body(clock)
}
