import CoreGraphics
import Foundation

/// Key-value coding, as `NSObject` does it on Apple's platforms: a key names a property, read through its getter's
/// selector and set through the property's setter in the class's `ObjCMemberTable` (the properties a ported class
/// exposes with `@objc`, `@IBOutlet`, `@IBInspectable` or `dynamic`).
extension NSObject {
    /// The value of the property `key` names. A key the class does not expose is reported, as iOS raises
    /// `NSUndefinedKeyException`, and gives nil.
    public func value(forKey key: String) -> Any? {
        guard let getter = keyValueGetter(key) else {
            reportUndefinedKey("valueForUndefinedKey:", key)
            return nil
        }
        return getter(self, [])
    }

    /// The getter of `key`: the method of that name, else `isKey` (`isHidden` for `hidden`), as key-value coding
    /// searches on iOS.
    func keyValueGetter(_ key: String) -> ObjCMemberTable.Method? {
        ObjCMessage.method(Selector(key), of: self)
            ?? key.first.flatMap { ObjCMessage.method(Selector("is" + $0.uppercased() + key.dropFirst()), of: self) }
    }

    /// The value at `keyPath`, or nil when a key on the way has no getter; nothing is reported.
    func observedValue(atKeyPath keyPath: String) -> Any? {
        var current: Any? = self
        for key in keyPath.split(separator: ".") {
            guard let object = current as? NSObject, let getter = object.keyValueGetter(String(key)) else { return nil }
            current = getter(object, [])
        }
        return current
    }

    /// Sets the property `key` names to `value`.
    public func setValue(_ value: Any?, forKey key: String) {
        guard let setter = memberTable?.outlet(named: key) else {
            reportUndefinedKey("setValue:forUndefinedKey:", key)
            return
        }
        setter(self, value)
    }

    /// The value at a dotted path of keys whose first names a class property, as a class object answers key-value
    /// coding on iOS (`UIApplication.value(forKeyPath: "sharedApplication")`); each next key is read from the value
    /// before. A first key the class does not have is reported, and gives nil. (`CATransaction` has its own
    /// `value(forKey:)`, so this class method has only the path form.)
    public class func value(forKeyPath keyPath: String) -> Any? {
        let keys = keyPath.split(separator: ".").map(String.init)
        guard let first = keys.first else { return nil }
        guard let getter = (self as? any ObjCMemberTableProviding.Type)?.objcClassMemberTable.method(for: Selector(first)) else {
            MisuseReporter.report("[\(self) valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(first).",
                                  raising: "NSUndefinedKeyException")
            return nil
        }
        // The class goes in boxed: class methods here do not read their receiver.
        let owner = getter(self as AnyObject, [])
        return keys.count == 1 ? owner : (owner as? NSObject)?.value(forKeyPath: keys.dropFirst().joined(separator: "."))
    }

    /// The value at a dotted path of keys, each read from the value of the one before.
    public func value(forKeyPath keyPath: String) -> Any? {
        var current: Any? = self
        for key in keyPath.split(separator: ".") {
            guard let object = current as? NSObject else { return nil }
            current = object.value(forKey: String(key))
        }
        return current
    }

    /// Sets the property the last key of `keyPath` names, on the object the keys before it lead to.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        var keys = keyPath.split(separator: ".").map(String.init)
        guard let last = keys.popLast() else { return }
        let owner = keys.isEmpty ? self : self.value(forKeyPath: keys.joined(separator: "."))
        (owner as? NSObject)?.setValue(value, forKey: last)
    }

    private var memberTable: ObjCMemberTable? {
        (self as? any ObjCMemberTableProviding).map { type(of: $0).objcMemberTable }
    }

    private func reportUndefinedKey(_ method: String, _ key: String) {
        MisuseReporter.report("[<\(type(of: self)) \(debugAddress(of: self))> \(method)]: this class is not key value coding-compliant "
                              + "for the key \(key).", raising: "NSUndefinedKeyException")
    }
}
