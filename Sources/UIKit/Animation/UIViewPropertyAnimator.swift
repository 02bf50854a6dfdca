import Foundation
import QuartzCore

/// An interruptible animation of view properties: it can be started, paused, scrubbed through
/// `fractionComplete`, reversed, stopped, continued with new timing, and given more animations while it runs.
///
/// The animation blocks run when the animator starts (or is paused or scrubbed while inactive); each view property
/// they change takes its new value at once and shows the animator's progress through its timing curve. An active
/// animator keeps itself alive and advances with the frames of the clock, so a test's `ManualClock` steps it.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, @preconcurrency NSCopying {
    open private(set) var timingParameters: (any UITimingCurveProvider)?
    /// The duration; for a spring given by mass, stiffness and damping, how long that spring takes to settle.
    open private(set) var duration: TimeInterval
    open private(set) var delay: TimeInterval = 0
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    open var isInterruptible = true
    /// Whether a paused animator shows `fractionComplete` linearly instead of through its timing curve.
    open var scrubsLinearly = true
    /// Whether the animator pauses at its end, staying active, instead of finishing.
    open var pausesOnCompletion = false

    open private(set) var state: UIViewAnimatingState = .inactive
    open private(set) var isRunning = false

    /// Whether the animation runs back toward its start; it may change while the animator is active.
    open var isReversed = false {
        willSet { anchorProgress() }
        didSet {
            guard isReversed != oldValue, state == .active else { return }
            rebase(wasReversed: oldValue)
        }
    }

    /// How far through the animation the animator is, from 0 to 1. Setting it scrubs a paused animator (starting
    /// an inactive one paused), which shows the change at that fraction.
    open var fractionComplete: CGFloat {
        get { CGFloat(progress) }
        set {
            guard newValue.isFinite else {
                return MisuseReporter.report("-[UIViewPropertyAnimator setFractionComplete:] needs a finite number, not \(newValue)")
            }
            if state == .inactive { activate() }
            guard state == .active, !isRunning else {
                return MisuseReporter.report("-[UIViewPropertyAnimator setFractionComplete:] while the animator is \(isRunning ? "running" : "stopped"); pause it first")
            }
            showLinearlyWhilePaused()
            progress = Double(min(max(newValue, 0), 1))
            invalidateTracks()
        }
    }

    /// One property the animator animates on one layer.
    private struct Track {
        weak var layer: CALayer?
        let keyPath: String
        /// The value before the animator changed it, where finishing at the start puts it back.
        let original: Any
        /// The value the track moves from, as of the progress it starts moving at.
        var from: Any
        let to: Any
        var startProgress: Double
        let animationKey: String
    }

    private var pendingAnimations: [(animations: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var tracks: [Track] = []
    /// `fractionComplete` as of `anchor.time`; while running it moves on linearly from there with the clock.
    private var anchor = (progress: 0.0, time: 0.0)

    /// `fractionComplete` now.
    private var progress: Double {
        get {
            guard isRunning, passDuration > 0 else { return anchor.progress }
            let elapsed = max(0, CACurrentMediaTime() - max(anchor.time, delayUntil)) / passDuration
            return min(max(anchor.progress + (isReversed ? -elapsed : elapsed), 0), 1)
        }
        set { anchor = (newValue, CACurrentMediaTime()) }
    }

    /// Restarts the linear motion from where it is now, before its direction or speed changes.
    private func anchorProgress() {
        progress = progress
    }
    /// How long a full pass from 0 to 1 takes at the current timing.
    private var passDuration: TimeInterval
    private var curve: (Double) -> Double
    private var link: CADisplayLink?
    private var delayUntil: CFTimeInterval = 0
    /// Animators that are active, which keep themselves alive until they finish, as UIKit's do.
    private static var active: [ObjectIdentifier: UIViewPropertyAnimator] = [:]

    // MARK: Creating

    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.timingParameters = parameters
        (self.duration, passDuration, curve) = Self.timing(parameters, duration: duration)
        super.init()
    }

    /// An animator with no duration and the default ease-in-ease-out timing, to configure before it starts.
    public override convenience init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters())
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that starts at once (after `delay`), with the options' curve, as `UIView.animate` would.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 3)) ?? .easeInOut
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIViewPropertyAnimator(duration: duration, timingParameters: timingParameters ?? UICubicTimingParameters())
        (copy.isInterruptible, copy.scrubsLinearly, copy.pausesOnCompletion) = (isInterruptible, scrubsLinearly, pausesOnCompletion)
        (copy.isUserInteractionEnabled, copy.isManualHitTestingEnabled) = (isUserInteractionEnabled, isManualHitTestingEnabled)
        return copy
    }

    // MARK: Animations and completions

    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds changes that start `delayFactor` of the remaining duration from now (or from the start).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        if state == .active {
            run(animation, delayFactor: delayFactor)
        } else {
            pendingAnimations.append((animation, delayFactor))
        }
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else {
            return MisuseReporter.report("-[UIViewPropertyAnimator startAnimation] on a stopped animator; finish it with finishAnimation(at:) first")
        }
        if state == .inactive {
            activate()
        } else if !isRunning {
            // Resuming after a pause or a scrub: the rest of the way runs through the timing curve from here.
            rebase()
        }
        self.delay = delay
        delayUntil = CACurrentMediaTime() + max(delay, 0)
        setRunning(true)
    }

    open func pauseAnimation() {
        guard state != .stopped else {
            return MisuseReporter.report("-[UIViewPropertyAnimator pauseAnimation] on a stopped animator")
        }
        if state == .inactive { activate() }
        guard isRunning else { return }
        setRunning(false)
        showLinearlyWhilePaused()
    }

    /// Whether the curve was set aside to show progress linearly while paused.
    private var showsLinearly = false

    /// With `scrubsLinearly`, a paused animator shows its progress linearly: the progress becomes the fraction the
    /// curve showed, so nothing jumps, and scrubbing moves the views in step.
    private func showLinearlyWhilePaused() {
        guard scrubsLinearly, !showsLinearly, !isReversed, tracks.allSatisfy({ $0.startProgress == 0 }) else { return }
        progress = min(max(curve(progress), 0), 1)
        curve = { $0 }
        showsLinearly = true
    }

    /// Stops the animation where it shows now, setting the properties to those values. Without finishing, the
    /// animator becomes inactive and its completions never run; otherwise it waits, stopped, for
    /// `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else {
            return MisuseReporter.report("-[UIViewPropertyAnimator stopAnimation:] on an animator that is not active (state \(state))")
        }
        for track in tracks {
            guard let layer = track.layer, let value = shownValue(of: track) else { continue }
            layer.removeAnimation(forKey: track.animationKey)
            UIView.performWithoutAnimation { layer.setAnimatableValue(value, forKeyPath: track.keyPath) }
        }
        setRunning(false)
        if withoutFinishing {
            becomeInactive()
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator with its properties at `finalPosition` and runs its completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            return MisuseReporter.report("-[UIViewPropertyAnimator finishAnimationAtPosition:] on an animator that is not stopped (state \(state)); stop it with stopAnimation(false) first", raising: "NSInternalInconsistencyException")
        }
        finish(at: finalPosition)
    }

    /// Resumes a paused animator with new timing, taking `durationFactor` times the duration for a full pass.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active else {
            return MisuseReporter.report("-[UIViewPropertyAnimator continueAnimationWithTimingParameters:durationFactor:] on an animator that is not active")
        }
        let factor = durationFactor > 0 && durationFactor.isFinite ? Double(durationFactor) : 1
        anchorProgress()
        let timing = Self.timing(parameters ?? timingParameters ?? UICubicTimingParameters(), duration: duration)
        (passDuration, curve) = (timing.passDuration * factor, timing.curve)
        showsLinearly = false
        rebase()
        setRunning(true)
    }

    // MARK: Frames

    private func step() {
        invalidateTracks()
        let progress = passDuration > 0 ? progress : (isReversed ? 0 : 1)
        if isReversed ? progress <= 0 : progress >= 1 { reachedEnd() }
    }

    private func reachedEnd() {
        if pausesOnCompletion {
            setRunning(false)
        } else {
            finish(at: isReversed ? .start : .end)
        }
    }

    private func setRunning(_ running: Bool) {
        anchorProgress()
        isRunning = running
        if running, link == nil {
            let link = CADisplayLink(target: self, selector: UIViewPropertyAnimator.step)
            link.add(to: .main, forMode: .common)
            self.link = link
        } else if !running {
            link?.invalidate()
            link = nil
        }
    }

    // MARK: States

    /// Runs the pending animation blocks and becomes active, paused at the current progress.
    private func activate() {
        state = .active
        Self.active[ObjectIdentifier(self)] = self
        let blocks = pendingAnimations
        pendingAnimations = []
        for (animations, delayFactor) in blocks { run(animations, delayFactor: delayFactor) }
    }

    private func finish(at position: UIViewAnimatingPosition) {
        for track in tracks {
            guard let layer = track.layer else { continue }
            layer.removeAnimation(forKey: track.animationKey)
            let final: Any? = switch position {
            case .start: track.original
            case .end: track.to
            case .current: nil
            }
            if let final { UIView.performWithoutAnimation { layer.setAnimatableValue(final, forKeyPath: track.keyPath) } }
        }
        setRunning(false)
        becomeInactive()
        let completions = completions
        self.completions = []
        for completion in completions { completion(position) }
    }

    private func becomeInactive() {
        for track in tracks { track.layer?.removeAnimation(forKey: track.animationKey) }
        tracks = []
        state = .inactive
        progress = 0
        isReversed = false
        Self.active[ObjectIdentifier(self)] = nil
    }

    // MARK: Tracks

    /// Runs an animation block, turning each property it changes into a track that starts moving
    /// `delayFactor` of the remaining way from the current progress.
    private func run(_ animations: () -> Void, delayFactor: CGFloat) {
        let start = progress + (1 - progress) * Double(min(max(delayFactor, 0), 1))
        UIView.recordingChanges(animations) { [self] layer, keyPath, from, to in
            if let index = tracks.firstIndex(where: { $0.layer === layer && $0.keyPath == keyPath }) {
                // A later change to the same property moves the existing track to the new value.
                let existing = tracks[index]
                tracks[index] = Track(layer: layer, keyPath: keyPath, original: existing.original, from: shownValue(of: existing) ?? from,
                                      to: to, startProgress: start, animationKey: existing.animationKey)
                return
            }
            let key = "UIViewPropertyAnimator.\(ObjectIdentifier(self).hashValue).\(keyPath)"
            tracks.append(Track(layer: layer, keyPath: keyPath, original: from, from: from, to: to, startProgress: start, animationKey: key))
            let animation = DrivenAnimation(keyPath: keyPath)
            animation.value = { [weak self] model in self?.shownValue(of: keyPath, on: model) }
            layer.add(animation, forKey: key)
        }
    }

    /// Makes every track start over from what it shows now, so the rest of the way follows the current timing.
    private func rebase(wasReversed: Bool? = nil) {
        for index in tracks.indices {
            tracks[index].from = shownValue(of: tracks[index], reversed: wasReversed ?? isReversed) ?? tracks[index].from
            tracks[index].startProgress = progress
        }
        if showsLinearly {
            let timing = Self.timing(timingParameters ?? UICubicTimingParameters(), duration: duration)
            (passDuration, curve) = (timing.passDuration, timing.curve)
            showsLinearly = false
        }
    }

    /// What a track shows at the current progress.
    private func shownValue(of track: Track, reversed: Bool? = nil) -> Any? {
        let isReversed = reversed ?? isReversed
        let span = isReversed ? track.startProgress : 1 - track.startProgress
        let local: Double = if isReversed {
            span > 0 ? min(max((track.startProgress - progress) / span, 0), 1) : 1
        } else {
            span > 0 ? min(max((progress - track.startProgress) / span, 0), 1) : 1
        }
        let eased = curve(local)
        return isReversed
            ? AnimatableValue.interpolate(track.from, track.original, eased)
            : AnimatableValue.interpolate(track.from, track.to, eased)
    }

    /// Marks the animated layers to be drawn again at the new progress.
    private func invalidateTracks() {
        for track in tracks { track.layer?.invalidate(.geometry) }
    }

    /// What the track of `keyPath` on `layer` shows now.
    private func shownValue(of keyPath: String, on layer: CALayer) -> Any? {
        tracks.first { $0.layer === layer && $0.keyPath == keyPath }.flatMap { shownValue(of: $0) }
    }

    // MARK: Timing

    /// The duration, the time a full pass takes, and the curve from linear progress to the fraction shown.
    private static func timing(_ parameters: any UITimingCurveProvider, duration: TimeInterval)
        -> (duration: TimeInterval, passDuration: TimeInterval, curve: (Double) -> Double) {
        if let spring = parameters.springTimingParameters {
            let velocity = spring.initialVelocity.dx
            let animation: CASpringAnimation
            let passDuration: TimeInterval
            if let physics = spring.physics {
                animation = CASpringAnimation()
                (animation.mass, animation.stiffness, animation.damping, animation.initialVelocity) = (physics.mass, physics.stiffness, physics.damping, velocity)
                animation.allowsOverdamping = true
                passDuration = animation.settlingDuration
            } else {
                animation = CASpringAnimation(dampingRatio: spring.dampingRatio, settlingWithin: duration, initialVelocity: velocity)
                passDuration = duration
            }
            return (passDuration, passDuration, { animation.fraction(atPassTime: $0 * passDuration) })
        }
        let function = parameters.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut)
        return (duration, duration, { function.progress(at: $0) })
    }
}
