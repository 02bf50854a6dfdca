@_exported import CoreGraphics
// Selectors come with Foundation on Apple's platforms, from the Objective-C runtime; here from its stand-in.
@_exported import ObjCRuntime
import Foundation

/// A time interval in seconds, as Core Foundation spells it.
public typealias CFTimeInterval = Double
