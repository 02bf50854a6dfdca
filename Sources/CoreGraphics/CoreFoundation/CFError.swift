import Foundation

// Core Foundation's functions that read a `CFError`, which here is an `NSError`.

/// The error's code, within its domain.
public func CFErrorGetCode(_ err: CFError!) -> CFIndex {
    err.code
}

/// The error's domain, such as `kCTFontManagerErrorDomain`.
public func CFErrorGetDomain(_ err: CFError!) -> CFString! {
    err.domain as CFString
}

/// A description of the error for people to read: its localized description.
public func CFErrorCopyDescription(_ err: CFError!) -> CFString! {
    err.localizedDescription as CFString
}
