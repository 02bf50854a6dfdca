import CoreGraphics
import Foundation

/// Timers that send a message by selector, as `Timer` does on Apple's platforms.
extension Timer {
    /// A timer, added to the current run loop, that calls the method `aSelector` names on `aTarget` every `ti`
    /// seconds (once unless `yesOrNo`), passing the timer when the selector takes an argument. The target is kept
    /// until the timer is invalidated, and `userInfo` is the timer's `userInfo`.
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = SelectorTimer(interval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    /// A timer to add to a run loop yourself. Foundation on Linux gives a timer made this way no `userInfo`, so a
    /// non-nil one is reported; `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` keeps it.
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
                            repeats yesOrNo: Bool) {
        if userInfo != nil {
            MisuseReporter.report("Timer(timeInterval:target:selector:userInfo:repeats:) cannot keep userInfo on Linux; the timer's userInfo "
                                  + "is nil. Use Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:) to keep it.")
        }
        nonisolated(unsafe) let target = aTarget as AnyObject
        self.init(timeInterval: ti, repeats: yesOrNo) { timer in
            SelectorTimer.send(aSelector, to: target, timer: timer)
        }
    }
}

/// A timer whose `userInfo` is the one it was made with.
private final class SelectorTimer: Timer {
    private let info: Any?

    init(interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        info = userInfo
        nonisolated(unsafe) let target = target as AnyObject
        super.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats) { timer in
            Self.send(selector, to: target, timer: timer)
        }
    }

    override var userInfo: Any? { info }

    /// Sends the selector as iOS does, to an `NSObject` or to a Swift class with `@objc` methods alike.
    static func send(_ selector: Selector, to target: AnyObject, timer: Timer) {
        _ = ObjCMessage.send(selector, to: target, [timer])
    }
}
