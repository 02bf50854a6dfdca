import Foundation
import Synchronization

/// The one place where CoreGraphics, QuartzCore and UIKit report misuse, from any thread.
///
/// A report is written to standard error the way UIKit logs to the console,
/// and the app goes on: where iOS raises an exception, the caller refuses the
/// value (or substitutes a safe one) and the report names that exception.
/// Setting `CASEMENT_RAISE_ON_MISUSE=1` in the environment makes those
/// reports stop the program instead, as the uncaught exception would on iOS.
/// Tests observe reports through `UIKitTesting.recordMisuseReports(during:)`.
package enum MisuseReporter {
    package struct Report: Sendable, Equatable {
        package let message: String
        /// The exception iOS raises for this misuse, or nil where iOS only logs.
        package let exceptionName: String?
    }

    /// Collects the reports made while it is installed.
    package final class Recording: Sendable {
        private let collected = Mutex<[Report]>([])

        package var reports: [Report] { collected.withLock { $0 } }

        fileprivate func append(_ report: Report) {
            collected.withLock { $0.append(report) }
        }
    }

    private struct State {
        var recentMessages: [String] = []
        var recordings: [Recording] = []
        var loggedOnce: Set<String> = []
    }

    private static let state = Mutex(State())
    private static let raisesExceptions = ProcessInfo.processInfo.environment["CASEMENT_RAISE_ON_MISUSE"] == "1"

    /// Reports `message`; `exceptionName` names what iOS raises here, if it raises.
    package static func report(_ message: String, raising exceptionName: String? = nil) {
        let report = Report(message: message, exceptionName: exceptionName)
        let recordings = state.withLock { state in
            // Keep the recent ones only: a long-running app that repeats a mistake must not grow without bound.
            if state.recentMessages.count >= 200 { state.recentMessages.removeFirst(100) }
            state.recentMessages.append(message)
            return state.recordings
        }
        for recording in recordings { recording.append(report) }
        let line = exceptionName.map { "[UIKit] \($0): \(message)\n" } ?? "[UIKit] \(message)\n"
        FileHandle.standardError.write(Data(line.utf8))
        if let exceptionName, raisesExceptions {
            fatalError("*** Terminating app due to uncaught exception '\(exceptionName)', reason: '\(message)'")
        }
    }

    /// Reports `message` the first time `key` is reported in this process, as UIKit's "logged only once" warnings are.
    package static func reportOnce(_ key: String, _ message: @autoclosure () -> String) {
        guard state.withLock({ $0.loggedOnce.insert(key).inserted }) else { return }
        report(message())
    }

    /// The most recent report messages, oldest first.
    package static var recentMessages: [String] { state.withLock { $0.recentMessages } }

    package static func clearRecentMessages() {
        state.withLock { $0.recentMessages.removeAll() }
    }

    /// Starts collecting every report the process makes until `stopRecording(_:)`.
    package static func startRecording() -> Recording {
        let recording = Recording()
        state.withLock { $0.recordings.append(recording) }
        return recording
    }

    package static func stopRecording(_ recording: Recording) {
        state.withLock { $0.recordings.removeAll { $0 === recording } }
    }
}
