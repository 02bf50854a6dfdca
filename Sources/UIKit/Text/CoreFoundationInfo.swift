import Foundation

/// The word that swift-corelibs-foundation's Core Foundation reads as a bridged object's type: at the start of an
/// object's stored properties, where Foundation's own Swift classes keep theirs.
///
/// Core Foundation compares and hashes the values of attributed strings and dictionaries itself (`CFEqual`,
/// `CFHash`), and it finds out whether a value is a Swift object from this word. For an `NSObject` subclass it is
/// simply the first stored property: when its bits read as no type at all (a color's component 0.0 or 1.0 does),
/// Core Foundation stops the process (`CFAttributedStringSetAttribute` replacing one color by another did). A class
/// whose instances are attribute values starts with this word, which reads as the type of `NSData`, a class that is
/// not theirs, so Core Foundation hands the comparison to the object's `isEqual(_:)` as for any Swift object.
struct CoreFoundationInfo {
    private let word = Self.foreignType

    private static let foreignType: UInt64 = {
        let data = NSData(bytes: [0], length: 1)
        // Behind the class pointer and the reference count, as in every Swift object.
        return withExtendedLifetime(data) { Unmanaged.passUnretained(data).toOpaque().load(fromByteOffset: 16, as: UInt64.self) }
    }()
}
