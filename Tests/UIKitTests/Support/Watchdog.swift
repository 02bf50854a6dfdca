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
