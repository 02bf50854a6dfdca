import Dispatch
import Foundation

/// A description built from main-actor state when asked on the main actor, and `elsewhere` when asked off it.
///
/// `description` overrides NSObject's, which any thread may call; the views, layers and constraints it describes
/// belong to the main actor. The main actor runs on the main thread, or, under Swift Testing on Linux, as main-queue
/// work on another thread, which the main queue's specific value tells apart.
package func mainThreadDescription(_ full: @MainActor () -> String, elsewhere: @autoclosure () -> String) -> String {
    isOnMainActor ? MainActor.assumeIsolated(full) : elsewhere()
}

private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

private var isOnMainActor: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
}

/// An object's address as debug descriptions show it, `0x7f…`.
package func debugAddress(of object: AnyObject) -> String {
    debugAddress(of: ObjectIdentifier(object))
}

/// The address of the object `identifier` names, as debug descriptions show it; for a name written later.
package func debugAddress(of identifier: ObjectIdentifier) -> String {
    "0x" + String(UInt(bitPattern: identifier), radix: 16)
}
