import Testing

/// Keeps tests that install the process-wide manual clock for their whole run (`.manualClock`) apart from each
/// other and from tests that run in real time across suspensions (real windows), which a manual clock would freeze.
actor ClockExclusion {
    static let shared = ClockExclusion()
    private var isHeld = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `body` once no other holder runs, in the order the holders asked.
    func run(_ body: @Sendable () async throws -> Void) async rethrows {
        if isHeld { await withCheckedContinuation { waiting.append($0) } }
        isHeld = true
        defer {
            if waiting.isEmpty { isHeld = false } else { waiting.removeFirst().resume() }
        }
        try await body()
    }
}

/// A trait for this package's own tests that open real windows and run in real time: they never overlap a test
/// run with `.manualClock`.
package struct RealTimeTrait: TestTrait, SuiteTrait, TestScoping {
    package var isRecursive: Bool { true }

    package func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await ClockExclusion.shared.run(function)
    }
}

extension Trait where Self == RealTimeTrait {
    /// Keeps the test, or each test of the suite, apart from tests run with `.manualClock`.
    package static var realTime: Self { RealTimeTrait() }
}
