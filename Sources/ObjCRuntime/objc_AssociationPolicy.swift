import Foundation

/// How `objc_setAssociatedObject` holds a value: strongly (retain, copy) or not at all (assign).
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Values associated with objects, by object and key, as the Objective-C runtime keeps them on Apple's platforms:
/// the way extensions of UIKit classes add stored state.
private final class AssociatedValues: @unchecked Sendable {
    // Unchecked: every access to `owners` holds `lock`.
    private struct Owner {
        weak var object: AnyObject?
        var values: [UnsafeRawPointer: Held] = [:]
    }

    private enum Held {
        case strong(Any)
        case weak(Weak)
    }

    private final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject?) { self.object = object }
    }

    static let shared = AssociatedValues()
    private let lock = NSLock()
    private var owners: [ObjectIdentifier: Owner] = [:]

    func set(_ value: Any?, of object: AnyObject, key: UnsafeRawPointer, policy: objc_AssociationPolicy) {
        let held: Held? = value.map { value in
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN: .weak(Weak(value as AnyObject))
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC: .strong((value as? NSCopying)?.copy(with: nil) ?? value)
            case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC: .strong(value)
            }
        }
        var released: [Owner] = []
        lock.withLock {
            // Owners that are gone give up their values here; a freed object's identifier may be reused.
            for (id, owner) in owners where owner.object == nil {
                released.append(owner)
                owners[id] = nil
            }
            var entry = owners[ObjectIdentifier(object)] ?? Owner(object: object)
            entry.values[key] = held
            owners[ObjectIdentifier(object)] = entry.values.isEmpty ? nil : entry
        }
        // The released values go when `released` does, outside the lock: a value's deinit may associate values too.
        withExtendedLifetime(released) {}
    }

    func value(of object: AnyObject, key: UnsafeRawPointer) -> Any? {
        let held: Held? = lock.withLock {
            guard let entry = owners[ObjectIdentifier(object)], entry.object === object else { return nil }
            return entry.values[key]
        }
        switch held {
        case .strong(let value): return value
        case .weak(let box): return box.object
        case nil: return nil
        }
    }

    func removeAll(of object: AnyObject) {
        let removed = lock.withLock { owners.removeValue(forKey: ObjectIdentifier(object)) }
        withExtendedLifetime(removed) {}
    }
}

/// Associates `value` with `object` under `key`, replacing what was there; nil removes it. A retained value is
/// released once `object` is freed (when the next association is made after that).
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedValues.shared.set(value, of: object as AnyObject, key: key, policy: policy)
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedValues.shared.value(of: object as AnyObject, key: key)
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedValues.shared.removeAll(of: object as AnyObject)
}
