import Testing
import UIKit

/// A Swift Testing trait that runs each test with a manual clock installed, as `withManualClock(_:)` does: the
/// clock is installed before the test and, when it ends, whatever it left animating is finished, apps it launched
/// with `XCUIApplication` are terminated and the clock is removed.
///
/// ```swift
/// @Test(.manualClock) func theSheetSlidesUp() { … }
/// @Suite(.manualClock) struct AnimationTests { … }   // every test of the suite
/// ```
///
/// The clock is one for the whole process, so tests with this trait take turns: no two run at the same time. A
/// test that runs in real time across suspensions (one that waits for a real window, say) still sees the clock while
/// such a test runs; keep those in a separate test run. A test whose body installs the clock itself, with
/// `withManualClock(_:)`, runs its whole body on the main actor and needs neither.
public struct ManualClockTrait: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await ClockExclusion.shared.run {
            await MainActor.run { _ = ManualClock.install() }
            do {
                try await function()
            } catch {
                await MainActor.run { ManualClock.finishTest() }
                throw error
            }
            await MainActor.run { ManualClock.finishTest() }
        }
    }
}

extension Trait where Self == ManualClockTrait {
    /// Runs the test, or each test of the suite, on a manual clock that is settled and removed when it ends.
    public static var manualClock: Self { ManualClockTrait() }
}
