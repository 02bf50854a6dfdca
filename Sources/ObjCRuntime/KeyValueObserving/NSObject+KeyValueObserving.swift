import CoreGraphics
import Foundation

/// Key-value observing by key path string, as `NSObject` offers it on Apple's platforms: the observer's
/// `observeValue(forKeyPath:of:change:context:)` (see `NSKeyValueObserving`) is called with a change dictionary.
extension NSObject {
    /// Makes `observer` hear of changes to the value at `keyPath`. The observer is not retained.
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        if let key = keyPath.split(separator: ".").first, keyValueGetter(String(key)) == nil {
            _ = value(forKey: String(key))  // reports the key, as iOS raises for it
        }
        let registration = KeyValueRegistration(object: self, keyPath: keyPath, observer: observer, context: context, options: options,
                                                read: { $0.observedValue(atKeyPath: keyPath) }) { [weak self, weak observer] old, new, isPrior in
            guard let self, let observer else { return }
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.old) { change[.oldKey] = old ?? NSNull() }
            if options.contains(.new), !isPrior { change[.newKey] = new ?? NSNull() }
            if isPrior { change[.notificationIsPriorKey] = true }
            guard let receiver = observer as? any NSKeyValueObserving else {
                return MisuseReporter.report("<\(type(of: observer)): \(debugAddress(of: observer))>: An -observeValueForKeyPath:ofObject:change:context: "
                                             + "message was received but not handled. Key path: \(keyPath)", raising: "NSInternalInconsistencyException")
            }
            receiver.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
        KeyValueObservers.shared.add(registration)
    }

    /// Stops `observer` hearing of changes at `keyPath`: its most recent registration for it.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeObserver(observer, forKeyPath: keyPath, matchingContext: false, context: nil)
    }

    /// Stops `observer` hearing of changes at `keyPath` for the registration made with `context`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeObserver(observer, forKeyPath: keyPath, matchingContext: true, context: context)
    }

    private func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, matchingContext: Bool, context: UnsafeMutableRawPointer?) {
        let registration = KeyValueObservers.shared.registrations(of: self) {
            $0.observer === observer && $0.keyPath == keyPath && (!matchingContext || $0.context == context)
        }.last
        guard let registration, KeyValueObservers.shared.remove(registration) else {
            return MisuseReporter.report("Cannot remove an observer <\(type(of: observer)) \(debugAddress(of: observer))> for the key path \"\(keyPath)\" "
                                         + "from <\(type(of: self)) \(debugAddress(of: self))> because it is not registered as an observer.",
                                         raising: "NSRangeException")
        }
    }

    /// Tells observers that the value of `key` is about to change.
    public func willChangeValue(forKey key: String) {
        KeyValueObservers.shared.willChange(self, key: key)
    }

    /// Tells observers that the value of `key` changed: each observer of the object whose value differs now, and
    /// every observer of `key`.
    public func didChangeValue(forKey key: String) {
        KeyValueObservers.shared.didChange(self, key: key)
    }
}
