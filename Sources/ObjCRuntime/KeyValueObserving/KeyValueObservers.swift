import CoreGraphics
import Foundation
import Synchronization

/// One observer of one object: what it reads, what it was last told, and how it is told.
final class KeyValueRegistration: @unchecked Sendable {
    // Unchecked: the registry creates, runs and ends registrations on the thread that changes the object, as
    // Foundation's observing does; `isValid` is only set under the registry's lock.
    weak var object: NSObject?
    /// The key path string of `addObserver(_:forKeyPath:options:context:)`; nil for a Swift key path.
    let keyPath: String?
    weak var observer: NSObject?
    let context: UnsafeMutableRawPointer?
    let options: NSKeyValueObservingOptions
    let read: (NSObject) -> Any?
    let send: (_ old: Any?, _ new: Any?, _ isPrior: Bool) -> Void
    var last: Any?
    var isValid = true

    init(object: NSObject, keyPath: String?, observer: NSObject?, context: UnsafeMutableRawPointer?,
         options: NSKeyValueObservingOptions, read: @escaping (NSObject) -> Any?,
         send: @escaping (_ old: Any?, _ new: Any?, _ isPrior: Bool) -> Void) {
        self.object = object
        self.keyPath = keyPath
        self.observer = observer
        self.context = context
        self.options = options
        self.read = read
        self.send = send
        last = read(object)
    }
}

/// Every observed object's observers. Objects report their changes with `willChangeValue(forKey:)` and
/// `didChangeValue(forKey:)` (UIKit's observable properties do it in their setters); each observer of the object then
/// reads its key path again and is told when the value differs from the one it last saw. So an observer of a view's
/// `frame` hears of a change to its `bounds` or `center`, as on iOS, where `frame` depends on both.
package final class KeyValueObservers: @unchecked Sendable {
    // Unchecked: every access to `registrations` holds `lock`.
    package static let shared = KeyValueObservers()
    private let lock = NSLock()
    private var registrations: [ObjectIdentifier: [KeyValueRegistration]] = [:]
    /// How many registrations exist, read without the lock so that changes to unobserved objects cost one load.
    private let count = Atomic<Int>(0)

    func add(_ registration: KeyValueRegistration) {
        guard let object = registration.object else { return }
        lock.withLock {
            let id = ObjectIdentifier(object)
            // A freed object's identifier may be reused: its registrations go first.
            var list = (registrations[id] ?? []).filter { $0.object === object }
            list.append(registration)
            count.add(list.count - (registrations[id]?.count ?? 0), ordering: .relaxed)
            registrations[id] = list
        }
        if registration.options.contains(.initial) {
            registration.send(nil, registration.last, false)
        }
    }

    /// Ends `registration`; false when it had already ended.
    @discardableResult
    func remove(_ registration: KeyValueRegistration) -> Bool {
        lock.withLock {
            guard registration.isValid else { return false }
            registration.isValid = false
            for (id, list) in registrations {
                let kept = list.filter { $0 !== registration }
                guard kept.count != list.count else { continue }
                count.subtract(list.count - kept.count, ordering: .relaxed)
                registrations[id] = kept.isEmpty ? nil : kept
            }
            return true
        }
    }

    /// Whether anything is observed at all: what a hot setter checks before it looks further.
    package var isObserving: Bool { count.load(ordering: .relaxed) > 0 }

    /// The registrations on `object` that `matching` accepts.
    func registrations(of object: NSObject, matching: (KeyValueRegistration) -> Bool = { _ in true }) -> [KeyValueRegistration] {
        guard isObserving else { return [] }
        return lock.withLock {
            (registrations[ObjectIdentifier(object)] ?? []).filter { $0.object === object && $0.isValid && matching($0) }
        }
    }

    /// Sends the notifications before a change of `key`: to observers of that key who asked for them (`.prior`).
    func willChange(_ object: NSObject, key: String?) {
        for registration in registrations(of: object, matching: { $0.options.contains(.prior) && $0.keyPath == key && key != nil }) {
            registration.send(registration.last, nil, true)
        }
    }

    /// Tells every observer of `object` whose value changed, and the observers of `key` itself, of the change.
    package func didChange(_ object: NSObject, key: String?) {
        for registration in registrations(of: object) where registration.isValid {
            let new = registration.read(object)
            let old = registration.last
            let named = key != nil && registration.keyPath == key
            guard named || !Self.isSame(old, new) else { continue }
            registration.last = new
            // A key path observer is not told before a change of a key it does not name: its prior notification
            // comes now, just before the change.
            if registration.options.contains(.prior), !named {
                registration.send(old, nil, true)
            }
            registration.send(old, new, false)
        }
    }

    private static func isSame(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil):
            return true
        case let (a?, b?):
            if let a = a as? any Equatable { return a.isEqual(to: b) }
            if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
            return false
        default:
            return false
        }
    }
}

private extension Equatable {
    func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}
