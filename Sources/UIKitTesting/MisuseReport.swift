import CoreGraphics

/// Misuse that UIKit reported instead of crashing: a value it refused or replaced, or a mistake it logged.
public struct MisuseReport: Sendable, Equatable, CustomStringConvertible {
    /// What UIKit said, in UIKit's words.
    public let message: String
    /// The exception iOS raises here (`NSInvalidArgumentException`, `CALayerInvalidGeometry`…), or nil where iOS
    /// only logs and goes on.
    public let exceptionName: String?

    /// Whether the same code would crash on iOS with an uncaught exception.
    public var raisesOnIOS: Bool { exceptionName != nil }

    public var description: String {
        exceptionName.map { "\($0): \(message)" } ?? message
    }

    init(_ report: MisuseReporter.Report) {
        message = report.message
        exceptionName = report.exceptionName
    }
}
