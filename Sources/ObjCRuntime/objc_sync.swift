import Foundation
import Synchronization

/// `objc_sync_enter` succeeded, or `objc_sync_exit` released a lock the thread held.
public let OBJC_SYNC_SUCCESS = 0
/// `objc_sync_exit` was called for an object whose lock the thread does not hold.
public let OBJC_SYNC_NOT_OWNING_THREAD_ERROR = -1

/// Each object's recursive lock while some thread holds or waits for it, and how many are at it.
private let objectLocks = Mutex<[ObjectIdentifier: (lock: NSRecursiveLock, users: Int)]>([:])

/// Takes `obj`'s lock, waiting while another thread holds it; the thread that holds it may take it again. What
/// Swift code on iOS writes for Objective-C's `@synchronized`.
@discardableResult
public func objc_sync_enter(_ obj: Any) -> Int32 {
    let id = ObjectIdentifier(obj as AnyObject)
    let lock = objectLocks.withLock { locks in
        let entry = locks[id] ?? (NSRecursiveLock(), 0)
        locks[id] = (entry.lock, entry.users + 1)
        return entry.lock
    }
    lock.lock()
    return Int32(OBJC_SYNC_SUCCESS)
}

/// Releases the lock `objc_sync_enter` took on `obj`.
@discardableResult
public func objc_sync_exit(_ obj: Any) -> Int32 {
    let id = ObjectIdentifier(obj as AnyObject)
    guard let lock = objectLocks.withLock({ $0[id]?.lock }) else { return Int32(OBJC_SYNC_NOT_OWNING_THREAD_ERROR) }
    lock.unlock()
    objectLocks.withLock { locks in
        guard let entry = locks[id] else { return }
        locks[id] = entry.users > 1 ? (entry.lock, entry.users - 1) : nil
    }
    return Int32(OBJC_SYNC_SUCCESS)
}
