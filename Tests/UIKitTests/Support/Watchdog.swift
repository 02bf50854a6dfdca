import Foundation

/// Ends the test process with a message if `body` runs longer than `seconds`: a hang must fail the run, not stall it.
func withWatchdog<T>(seconds: Double, _ what: @escaping @Sendable () -> String, _ body: () throws -> T) rethrows -> T {
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        if done.wait(timeout: .now() + seconds) == .timedOut {
            FileHandle.standardError.write(Data("Watchdog: \(what()) did not finish within \(seconds) s.\n".utf8))
            exit(1)
        }
    }
    defer { done.signal() }
    return try body()
}

/// A seeded pseudo-random generator (SplitMix64), so randomized tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
