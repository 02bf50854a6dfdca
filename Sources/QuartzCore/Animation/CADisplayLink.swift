import Foundation

/// A timer that calls its target once per frame, in step with the display (or with a test's manual clock).
///
/// The target is held weakly, and the action is a method of its class, the form target-action takes here in
/// place of `#selector`: `CADisplayLink(target: self, selector: Game.step)`, where `step` takes no argument or
/// the display link. A link whose target is gone invalidates itself. While added to the main run loop (and
/// not paused) a link keeps frames coming; frames run on the main actor.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    /// Calls the action; false once the target is gone.
    private let fire: @MainActor (CADisplayLink) -> Bool

    /// When the last frame was shown, in media time.
    open private(set) var timestamp: CFTimeInterval = 0
    /// When the next frame will be shown: what drawing done in the callback should be ready for.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// Seconds between the frames this link fires on.
    open private(set) var duration: CFTimeInterval = 0
    /// Whether the link skips frames until unpaused.
    open var isPaused = false
    /// The frame rate the link would like; 0 means the display's.
    open var preferredFramesPerSecond = 0
    open var preferredFrameRateRange = CAFrameRateRange.default
    /// How many of the display's frames pass between the link's (deprecated since iOS 10): 2 fires every other
    /// frame. A preferred rate, when set, wins.
    @available(*, deprecated, message: "Use preferredFramesPerSecond instead.")
    open var frameInterval: Int {
        get { displayFramesPerFire }
        set {
            guard newValue >= 1 else {
                return MisuseReporter.report("CADisplayLink: frameInterval must be at least 1, not \(newValue); it keeps \(displayFramesPerFire).")
            }
            displayFramesPerFire = newValue
        }
    }
    private var displayFramesPerFire = 1

    /// Links on the main run loop, in the order they were added; the run loop keeps them alive, as on iOS.
    private static var scheduled: [CADisplayLink] = []
    /// The frame time this link last fired at.
    private var lastFired: CFTimeInterval?

    /// A link that calls the method `sel` names on `target` each frame, with the link when the selector takes an
    /// argument; the method is found in the target's `ObjCMemberTable`, as ported iOS code has it, whether or not the
    /// target is an `NSObject` (a Swift class with `@objc` methods is reached on iOS too). The target is held weakly, as
    /// with the method-reference forms.
    public init(target: Any, selector sel: Selector) {
        let target = target as AnyObject
        fire = { [weak target] link in
            guard let target else { return false }
            _ = ObjCMessage.send(sel, to: target, [link])
            return true
        }
        super.init()
    }

    /// A link that calls `selector` (a method of the target's class taking the link) on `target` each frame.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        fire = { [weak target] link in
            guard let target else { return false }
            selector(target)(link)
            return true
        }
        super.init()
    }

    /// A link that calls `selector` (a method of the target's class taking no arguments) on `target` each frame.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        fire = { [weak target] _ in
            guard let target else { return false }
            selector(target)()
            return true
        }
        super.init()
    }

    /// Starts the link on `runloop`, which must be the main run loop; the mode is accepted as given.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard runloop === RunLoop.main else {
            return MisuseReporter.report("CADisplayLink: only the main run loop shows frames here; \(self) was not added.")
        }
        if !Self.scheduled.contains(where: { $0 === self }) { Self.scheduled.append(self) }
        MediaTime.scheduler.framesNeeded()
    }

    /// Stops the link on `runloop`.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        Self.scheduled.removeAll { $0 === self }
    }

    /// Stops the link for good and lets go of it.
    open func invalidate() {
        Self.scheduled.removeAll { $0 === self }
    }

    /// Whether some link wants frames.
    package static var wantsFrames: Bool { scheduled.contains { !$0.isPaused } }

    /// Fires every link due at the frame shown at `now` on a display showing a frame every `frameInterval` seconds.
    package static func fire(at now: CFTimeInterval, frameInterval: CFTimeInterval) {
        for link in scheduled where !link.isPaused {
            let interval = link.interval(displayInterval: frameInterval)
            if let last = link.lastFired, now - last < interval - frameInterval / 2 { continue }
            link.lastFired = now
            (link.timestamp, link.duration, link.targetTimestamp) = (now, interval, now + interval)
            if !link.fire(link) { link.invalidate() }
        }
    }

    /// The seconds between this link's frames: the display's, or a whole multiple of it that comes closest to the
    /// preferred rate.
    private func interval(displayInterval: CFTimeInterval) -> CFTimeInterval {
        let preferred = preferredFrameRateRange.preferred.map(Double.init) ?? 0
        let rate = preferred > 0 ? preferred : Double(preferredFramesPerSecond)
        guard rate > 0, rate.isFinite else { return Double(displayFramesPerFire) * displayInterval }
        let frames = max(1, (1 / rate / displayInterval).rounded())
        return frames * displayInterval
    }
}
