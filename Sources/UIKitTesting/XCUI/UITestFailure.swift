import Testing
import XCTest

/// Fails the running test with XCTest's message for a UI action that could not be done: through Swift Testing when
/// a Swift Testing test is running, through XCTest otherwise.
enum UITestFailure: Error, CustomStringConvertible {
    case noMatch(String)

    var description: String {
        switch self {
        case let .noMatch(element): "No matches found for \(element)."
        }
    }

    static func record(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
        } else {
            XCTFail(message)
        }
    }
}
