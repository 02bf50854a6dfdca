import Foundation

/// Where UIKit reports misuse and broken constraints: standard error, as UIKit logs to the console.
///
/// The app keeps running after a report. Tests read `messages` to check that
/// a mistake was reported clearly.
@MainActor
package enum UIKitDiagnostics {
    package private(set) static var messages: [String] = []

    package static func report(_ message: String) {
        // Keep the recent ones only: a long-running app that repeats a mistake must not grow without bound.
        if messages.count >= 200 { messages.removeFirst(100) }
        messages.append(message)
        FileHandle.standardError.write(Data("[UIKit] \(message)\n".utf8))
    }

    package static func clear() { messages.removeAll() }
}
