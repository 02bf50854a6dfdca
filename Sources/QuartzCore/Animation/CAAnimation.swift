import Foundation

/// The base of Core Animation's animations: timing, pacing, a delegate, and whether it is removed when done.
open class CAAnimation: NSObject, CAMediaTiming, NSCopying {
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

    /// Where an animation is at a moment: the fraction of its pass to show (nil where its fill mode shows nothing)
    /// and whether its active duration is over.
    package struct Progress: Equatable {
        package var fraction: Double?
        package var isFinished: Bool
    }

    /// The animation at `time` in its parent's timeline (with `beginTime` resolved), after speed, offset, repeats,
    /// autoreversing, fill mode and the timing function.
    package func progress(at time: CFTimeInterval) -> Progress {
        let passLength = duration > 0 ? duration : 0.25
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
        if local < 0 {
            return Progress(fraction: fillsBackwards ? ease(0) : nil, isFinished: false)
        }
        if local >= active {
            return Progress(fraction: fillsForwards ? ease(passFraction(at: active, passLength: passLength, isEnd: true)) : nil,
                            isFinished: true)
        }
        return Progress(fraction: ease(passFraction(at: local, passLength: passLength, isEnd: false)), isFinished: false)
    }

    /// The fraction of the pass at `local` time: forward, or backward on the second half of an autoreversing cycle.
    private func passFraction(at local: CFTimeInterval, passLength: CFTimeInterval, isEnd: Bool) -> Double {
        let cycle = autoreverses ? passLength * 2 : passLength
        var within = local.truncatingRemainder(dividingBy: cycle)
        // The exact end of a pass shows its last value, not the next pass's first.
        if isEnd, within == 0, local > 0 { within = cycle }
        if autoreverses, within > passLength { return (cycle - within) / passLength }
        return min(1, within / passLength)
    }

    private func ease(_ fraction: Double) -> Double {
        timingFunction?.progress(at: fraction) ?? fraction
    }
}
