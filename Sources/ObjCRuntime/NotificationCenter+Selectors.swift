import Foundation

/// Observers by selector, as iOS code registers them: the method `aSelector` names is called with the notification.
extension NotificationCenter {
    /// Calls the method `aSelector` names on `observer`, with the notification when the selector takes an argument,
    /// for each notification named `aName` (any when nil) from `anObject` (any when nil), on the posting thread.
    ///
    /// The observer is not kept: once it is freed it is called no more, as on iOS. `removeObserver(_:)` and
    /// `removeObserver(_:name:object:)` end the registration.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let observer = observer as AnyObject
        nonisolated(unsafe) weak let target = observer
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            if let target { _ = ObjCMessage.send(aSelector, to: target, [notification]) }
        }
        SelectorObservers.shared.add(token, for: observer, name: aName, object: anObject, in: self)
    }

    /// Ends every registration of `observer`, those made by selector included.
    public func removeObserver(_ observer: AnyObject) {
        for token in SelectorObservers.shared.remove(for: observer, name: nil, object: nil, in: self) { removeObserver(token as Any) }
        removeObserver(observer as Any)
    }

    /// Ends the registrations of `observer` for notifications named `aName` from `anObject` (nil matching any).
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        for token in SelectorObservers.shared.remove(for: observer, name: aName, object: anObject, in: self) { removeObserver(token as Any) }
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

/// The block observers that stand for selector observers, by who registered them, for removing them.
private final class SelectorObservers: @unchecked Sendable {
    // Unchecked: every access to `entries` holds `lock`.
    static let shared = SelectorObservers()

    private struct Entry {
        weak var observer: AnyObject?
        weak var center: NotificationCenter?
        let name: NSNotification.Name?
        let object: AnyObject?
        let token: NSObjectProtocol
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    /// Records `token`, and unregisters the block observers of observers freed since.
    func add(_ token: NSObjectProtocol, for observer: AnyObject, name: NSNotification.Name?, object: Any?, in center: NotificationCenter) {
        let freed = lock.withLock {
            let freed = entries.filter { $0.observer == nil }
            entries.removeAll { $0.observer == nil }
            entries.append(Entry(observer: observer, center: center, name: name, object: object.map { $0 as AnyObject }, token: token))
            return freed
        }
        for entry in freed { entry.center?.removeObserver(entry.token as Any) }
    }

    /// Takes out the matching registrations and returns their block observers.
    func remove(for observer: AnyObject, name: NSNotification.Name?, object: Any?, in center: NotificationCenter) -> [NSObjectProtocol] {
        lock.withLock {
            let matches = { (entry: Entry) in
                entry.observer === observer && entry.center === center
                    && (name == nil || entry.name == name) && (object == nil || entry.object === (object as AnyObject))
            }
            let removed = entries.filter(matches).map(\.token)
            entries.removeAll(where: matches)
            return removed
        }
    }
}
