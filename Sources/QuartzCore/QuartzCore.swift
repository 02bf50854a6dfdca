@_exported import CoreGraphics
import Foundation

/// A time interval in seconds, as Core Foundation spells it.
public typealias CFTimeInterval = Double
