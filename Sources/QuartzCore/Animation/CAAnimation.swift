import Foundation

/// The base of Core Animation's animations: timing, pacing, a delegate, and whether it is removed when done.
open class CAAnimation: NSObject, CAMediaTiming, CAAction, NSCopying {
    open var beginTime: CFTimeInterval = 0
    /// 0 means the default, 0.25 seconds.
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The pace within each pass; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops. Held strongly, as Core Animation holds it.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the layer drops the animation once it has finished.
    open var isRemovedOnCompletion = true

    public required override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.takeSettings(from: self)
        return copy
    }

    /// Takes `other`'s timing and settings, for `copy()`; subclasses add what they keep.
    package func takeSettings(from other: CAAnimation) {
        (beginTime, duration, speed, timeOffset) = (other.beginTime, other.duration, other.speed, other.timeOffset)
        (repeatCount, repeatDuration, autoreverses, fillMode) = (other.repeatCount, other.repeatDuration, other.autoreverses, other.fillMode)
        (timingFunction, delegate, isRemovedOnCompletion) = (other.timingFunction, other.delegate, other.isRemovedOnCompletion)
    }

    /// Where an animation is at a moment: how far into its pass it is (in seconds and as the eased fraction to
    /// show; nil where its fill mode shows nothing) and whether its active duration is over.
    package struct Progress: Equatable {
        package var passTime: CFTimeInterval?
        package var fraction: Double?
        package var isFinished: Bool
    }

    /// The length of one pass: `duration`, or 0.25 seconds when that is 0.
    package var passLength: CFTimeInterval { duration > 0 ? duration : 0.25 }

    /// The animation at `time` in its parent's timeline (with `beginTime` resolved), after speed, offset, repeats,
    /// autoreversing, fill mode and the timing function.
    package func progress(at time: CFTimeInterval) -> Progress {
        let local = (time - beginTime) * Double(speed) + timeOffset
        let cycle = autoreverses ? passLength * 2 : passLength
        let active: CFTimeInterval = if repeatDuration > 0 {
            repeatDuration
        } else if repeatCount > 0 {
            repeatCount.isInfinite ? .infinity : Double(repeatCount) * cycle
        } else {
            cycle
        }
        let fillsBackwards = fillMode == .backwards || fillMode == .both
        let fillsForwards = fillMode == .forwards || fillMode == .both
        let passTime: CFTimeInterval? = if local < 0 {
            fillsBackwards ? 0 : nil
        } else if local >= active {
            fillsForwards ? timeInPass(at: active, isEnd: true) : nil
        } else {
            timeInPass(at: local, isEnd: false)
        }
        return Progress(passTime: passTime, fraction: passTime.map(fraction(atPassTime:)), isFinished: local >= active)
    }

    /// The fraction of its change the animation shows `passTime` seconds into a pass: eased by the timing function
    /// here, by the spring's motion in a spring animation.
    package func fraction(atPassTime passTime: CFTimeInterval) -> Double {
        let linear = min(1, passTime / passLength)
        return timingFunction?.progress(at: linear) ?? linear
    }

    /// Seconds into the pass at `local` time: forward, or backward on the second half of an autoreversing cycle.
    private func timeInPass(at local: CFTimeInterval, isEnd: Bool) -> CFTimeInterval {
        let cycle = autoreverses ? passLength * 2 : passLength
        var within = local.truncatingRemainder(dividingBy: cycle)
        // The exact end of a pass shows its last value, not the next pass's first.
        if isEnd, within == 0, local > 0 { within = cycle }
        if autoreverses, within > passLength { return cycle - within }
        return min(passLength, within)
    }

    /// Sets what the animation shows at `time` on `layer`, a presentation copy; a plain animation shows nothing.
    @MainActor
    package func apply(to layer: CALayer, at time: CFTimeInterval) {}

    /// Adds the animation to the layer `anObject` under `event`: the action a property change runs.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        // Layers live on the main actor, where property changes run their actions.
        let layer = anObject as? CALayer
        nonisolated(unsafe) let animation = self
        MainActor.assumeIsolated { layer?.add(animation, forKey: event) }
    }
}
