import CoreGraphics

/// Sending messages by selector, as `NSObject` does on Apple's platforms, through the class's `ObjCMemberTable`.
extension NSObject {
    /// Whether the receiver has a method for `aSelector`, its class's or a superclass's.
    public func responds(to aSelector: Selector!) -> Bool {
        aSelector.map { ObjCMessage.method($0, of: self) != nil } ?? false
    }

    /// Whether instances of the class have a method for `aSelector`.
    public class func instancesRespond(to aSelector: Selector!) -> Bool {
        aSelector.map { ObjCMessage.method($0, ofInstancesOf: self) != nil } ?? false
    }

    /// Calls the method `aSelector` names and returns the object it returns, if it returns one.
    ///
    /// A selector the receiver does not respond to is reported, as iOS raises `NSInvalidArgumentException`
    /// ("unrecognized selector sent to instance"), and nothing is called.
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        send(aSelector, [])
    }

    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        send(aSelector, [object])
    }

    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        send(aSelector, [object1, object2])
    }

    private func send(_ aSelector: Selector?, _ arguments: [Any?]) -> Unmanaged<AnyObject>? {
        // A value that is not an object comes back boxed, as Swift bridges it to Objective-C on iOS.
        guard let result = ObjCMessage.send(aSelector, to: self, arguments), !(result is Void) else { return nil }
        // iOS hands the result back autoreleased, alive until the run loop turns; here the run loop keeps it till then.
        // The run loop's block runs on this thread, where the object came from.
        nonisolated(unsafe) let object = Unmanaged.passRetained(result as AnyObject)
        RunLoop.current.perform { object.release() }
        return object
    }

    /// Calls the method `aSelector` names with `anArgument` after `delay` seconds, when the current run loop gets to it.
    /// The receiver and the argument are kept until then.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        let request = DelayedPerform(target: self, selector: aSelector, argument: anArgument)
        let timer = Timer(timeInterval: max(delay, 0), repeats: false) { _ in
            guard DelayedPerform.Pending.shared.take(request.id) else { return }
            _ = request.target.send(request.selector, [request.argument])
        }
        DelayedPerform.Pending.shared.add(request, timer)
        RunLoop.current.add(timer, forMode: .default)
    }

    /// Calls the method `aSelector` names with `arg` on the main thread: at once when called there and `wait` is true,
    /// otherwise when the main queue gets to it; with `wait`, returns after the call.
    public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool) {
        if wait, Thread.isMainThread {
            _ = send(aSelector, [arg])
            return
        }
        nonisolated(unsafe) let (target, argument) = (self, arg)
        if wait {
            DispatchQueue.main.sync { _ = target.send(aSelector, [argument]) }
        } else {
            DispatchQueue.main.async { _ = target.send(aSelector, [argument]) }
        }
    }

    /// Calls the method `aSelector` names with `arg` on a new background thread.
    public func performSelector(inBackground aSelector: Selector, with arg: Any?) {
        nonisolated(unsafe) let (target, argument) = (self, arg)
        Thread.detachNewThread { _ = target.send(aSelector, [argument]) }
    }

    /// Cancels the requests `perform(_:with:afterDelay:)` made of `aTarget` with `aSelector` and an argument equal to
    /// `anArgument`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        DelayedPerform.Pending.shared.cancel { request in
            request.target === (aTarget as AnyObject) && request.selector == aSelector && DelayedPerform.isEqual(request.argument, anArgument)
        }
    }

    /// Cancels every request `perform(_:with:afterDelay:)` made of `aTarget`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        DelayedPerform.Pending.shared.cancel { $0.target === (aTarget as AnyObject) }
    }
}

/// A `perform(_:with:afterDelay:)` waiting for its timer.
private struct DelayedPerform: @unchecked Sendable {
    // Unchecked: the timer that fires a request runs on the thread that made it, as on iOS; other threads only
    // compare requests, under the lock of `Pending`.
    let id = UUID()
    let target: NSObject
    let selector: Selector
    let argument: Any?

    /// Arguments match as `isEqual(_:)` compares them on iOS: by value where they have one, else by identity.
    static func isEqual(_ first: Any?, _ second: Any?) -> Bool {
        switch (first, second) {
        case (nil, nil): true
        case let (first as AnyHashable, second as AnyHashable): first == second
        case let (first?, second?): (first as AnyObject) === (second as AnyObject)
        default: false
        }
    }

    /// The requests whose timers have not fired, for cancelling.
    final class Pending: @unchecked Sendable {
        // Unchecked: every access to `requests` holds `lock`.
        static let shared = Pending()
        private let lock = NSLock()
        private var requests: [UUID: (request: DelayedPerform, timer: Timer)] = [:]

        func add(_ request: DelayedPerform, _ timer: Timer) {
            lock.withLock { requests[request.id] = (request, timer) }
        }

        /// Removes the request `id`; false when it was cancelled meanwhile.
        func take(_ id: UUID) -> Bool {
            lock.withLock { requests.removeValue(forKey: id) != nil }
        }

        func cancel(where matches: (DelayedPerform) -> Bool) {
            let cancelled = lock.withLock {
                let matching = requests.filter { matches($0.value.request) }
                for id in matching.keys { requests[id] = nil }
                return matching.values.map(\.timer)
            }
            for timer in cancelled { timer.invalidate() }
        }
    }
}
