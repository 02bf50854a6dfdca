import Foundation

/// An object that `addObserver(_:forKeyPath:options:context:)` can tell of changes: on iOS, every `NSObject`.
///
/// Foundation on Linux lets no module add an overridable method to `NSObject`, so `UIResponder` (and with it every
/// view and view controller) and `CALayer` adopt this protocol, and `casement-port` adds it to the app's own
/// `NSObject` subclasses that override `observeValue(forKeyPath:of:change:context:)`.
public protocol NSKeyValueObserving: NSObject {
    /// Called when the value at `keyPath` of `object` changes, with `change` keyed by `NSKeyValueChangeKey`.
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)
}
