import Foundation

/// The types whose properties can be observed through Swift key paths: `NSObject` and its subclasses.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// Calls `changeHandler` when the value at `keyPath` changes, until the returned observation is invalidated or
    /// freed. The value is read again whenever the object reports a change (`didChangeValue(forKey:)`, which UIKit's
    /// observable properties and `dynamic` properties of ported code send), and the handler is called when it differs.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let registration = KeyValueRegistration(object: self, keyPath: nil, observer: nil, context: nil, options: options,
                                                read: { ($0 as! Self)[keyPath: keyPath] }) { [weak self] old, new, isPrior in
            guard let self else { return }
            let change = NSKeyValueObservedChange<Value>(
                kind: .setting,
                newValue: options.contains(.new) ? new as? Value : nil,
                oldValue: options.contains(.old) ? old as? Value : nil,
                indexes: nil, isPrior: isPrior)
            changeHandler(self, change)
        }
        return NSKeyValueObservation(registration)
    }

    /// Tells observers that the value at `keyPath` is about to change.
    public func willChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        KeyValueObservers.shared.willChange(self, key: nil)
    }

    /// Tells observers that the value at `keyPath` changed.
    public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        KeyValueObservers.shared.didChange(self, key: nil)
    }
}
