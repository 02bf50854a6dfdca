@_exported import CoreGraphics
import Foundation

/// A time interval in seconds, as Core Foundation spells it.
public typealias CFTimeInterval = Double

/// The current absolute time, in seconds, from a monotonic clock.
public func CACurrentMediaTime() -> CFTimeInterval {
    ProcessInfo.processInfo.systemUptime
}
