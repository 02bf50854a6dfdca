import Foundation

// Core Foundation's types, spelled as iOS code spells them where Apple's APIs take them (`[colors] as CFArray`). On
// Apple's platforms they are toll-free bridged to Foundation's classes; here they are those classes.

public typealias CFArray = NSArray
public typealias CFDictionary = NSDictionary
public typealias CFString = NSString
public typealias CFData = NSData
public typealias CFNumber = NSNumber
public typealias CFURL = NSURL
/// What Core Foundation functions report failures with, through an `Unmanaged<CFError>?` out-parameter; `as Error`
/// and `as NSError` read it, as on iOS.
public typealias CFError = NSError
/// Core Foundation's signed counts and indexes: `Int`, as on 64-bit iOS.
public typealias CFIndex = Int
public typealias CFTypeRef = AnyObject

/// Seconds since the reference date (1 January 2001, GMT), as `CFAbsoluteTimeGetCurrent()` counts them.
public typealias CFAbsoluteTime = Double

/// The current time, in seconds since the reference date; it follows the wall clock, so it can jump.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date().timeIntervalSinceReferenceDate
}
