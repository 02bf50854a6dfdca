import Foundation
import Synchronization

/// `objc_sync_enter` succeeded, or `objc_sync_exit` released a lock the thread held.
public let OBJC_SYNC_SUCCESS = 0
/// `objc_sync_exit` was called for an object whose lock the thread does not hold.
public let OBJC_SYNC_NOT_OWNING_THREAD_ERROR = -1

/// An object's recursive lock while some thread holds or waits for it: how many threads are at it, and which one
/// holds it how many times.
private struct ObjectLock {
    let lock = NSRecursiveLock()
    var users = 0
    var owner: Thread?
    var depth = 0
}

private let objectLocks = Mutex<[ObjectIdentifier: ObjectLock]>([:])

/// Takes `obj`'s lock, waiting while another thread holds it; the thread that holds it may take it again. What
/// Swift code on iOS writes for Objective-C's `@synchronized`.
@discardableResult
public func objc_sync_enter(_ obj: Any) -> Int32 {
    let id = ObjectIdentifier(obj as AnyObject)
    let lock = objectLocks.withLock { locks in
        locks[id, default: ObjectLock()].users += 1
        return locks[id]!.lock
    }
    lock.lock()
    objectLocks.withLock { locks in
        locks[id]?.owner = Thread.current
        locks[id]?.depth += 1
    }
    return Int32(OBJC_SYNC_SUCCESS)
}

/// Releases the lock `objc_sync_enter` took on `obj`; a thread that does not hold it changes nothing and gets
/// `OBJC_SYNC_NOT_OWNING_THREAD_ERROR`.
@discardableResult
public func objc_sync_exit(_ obj: Any) -> Int32 {
    let id = ObjectIdentifier(obj as AnyObject)
    let lock: NSRecursiveLock? = objectLocks.withLock { locks in
        guard var entry = locks[id], entry.owner === Thread.current else { return nil }
        entry.depth -= 1
        if entry.depth == 0 { entry.owner = nil }
        entry.users -= 1
        locks[id] = entry.users > 0 ? entry : nil
        return entry.lock
    }
    guard let lock else { return Int32(OBJC_SYNC_NOT_OWNING_THREAD_ERROR) }
    lock.unlock()
    return Int32(OBJC_SYNC_SUCCESS)
}
