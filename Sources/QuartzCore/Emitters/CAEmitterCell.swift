import CoreGraphics
import Foundation

/// What an emitter layer emits: how many particles a second, how long each lives, how it moves, grows, spins and
/// changes color, and the image it shows. Each `…Range` spreads a value evenly over that much either side of it for
/// each particle, and each `…Speed` changes it by that much a second.
///
/// A cell's own cells are emitted by each of its particles, from where the particle is, while the particle's age is
/// within the cell's `beginTime` and `duration` (its whole life when the duration is 0); a top-level cell's timing is
/// in its emitter layer's time.
open class CAEmitterCell: NSObject, CAMediaTiming {
    open var name: String?
    open var isEnabled = true
    /// Particles a second, times the layer's `birthRate`.
    open var birthRate: Float = 0
    /// Seconds a particle lives, times the layer's `lifetime`.
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    /// The direction particles move in, out of the plane; particles here move in the plane only, at the speed the
    /// latitude leaves them in it.
    open var emissionLatitude: CGFloat = 0
    /// The direction particles move in, as an angle from the x-axis towards the y-axis.
    open var emissionLongitude: CGFloat = 0
    /// How far either side of the longitude a particle's direction may be.
    open var emissionRange: CGFloat = 0
    /// Points a second, times the layer's `velocity`.
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    open var xAcceleration: CGFloat = 0
    /// Points a second per second down the y-axis: positive falls down the screen.
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    /// How large the image shows, times the layer's `scale`.
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    /// Radians a second, times the layer's `spin`.
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    /// What the image's colors are multiplied by; opaque white when nil.
    open var color: CGColor?
    open var redRange: Float = 0, greenRange: Float = 0, blueRange: Float = 0, alphaRange: Float = 0
    open var redSpeed: Float = 0, greenSpeed: Float = 0, blueSpeed: Float = 0, alphaSpeed: Float = 0
    /// The particle's image, a `CGImage`; a cell without one emits particles that show nothing.
    open var contents: Any?
    /// The part of the image shown, in unit coordinates of the image.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels of the image to a point.
    open var contentsScale: CGFloat = 1
    open var minificationFilter = "linear"
    open var magnificationFilter = "linear"
    open var minificationFilterBias: Float = 0
    /// The cells each particle of this cell emits.
    open var emitterCells: [CAEmitterCell]?
    open var style: [AnyHashable: Any]?

    open var beginTime: CFTimeInterval = 0
    /// How long the cell emits for; 0 is for ever.
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    public override init() { super.init() }

    /// The value a property has when not set: as declared above, or nil for keys that are not a cell's.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "isEnabled", "enabled": true
        case "scale", "contentsScale", "speed": 1.0
        case "contentsRect": CGRect(x: 0, y: 0, width: 1, height: 1)
        case "minificationFilter", "magnificationFilter": "linear"
        case "birthRate", "lifetime", "lifetimeRange", "emissionLatitude", "emissionLongitude", "emissionRange", "velocity",
             "velocityRange", "xAcceleration", "yAcceleration", "zAcceleration", "scaleRange", "scaleSpeed", "spin", "spinRange",
             "redRange", "greenRange", "blueRange", "alphaRange", "redSpeed", "greenSpeed", "blueSpeed", "alphaSpeed",
             "minificationFilterBias", "beginTime", "duration", "timeOffset", "repeatCount", "repeatDuration": 0.0
        default: nil
        }
    }

    /// Whether archiving keeps the value of `key`: every property but those at their default.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The longest a particle of this cell lives in `emitter`: emission longer ago than this shows nothing now, so
    /// a frame after a long pause (a detached emitter, a clock moved far) emits only what can still be alive.
    @MainActor func longestLife(in emitter: CAEmitterLayer) -> CFTimeInterval {
        Double(max(lifetime * emitter.lifetime + abs(lifetimeRange), 0))
    }

    /// How much of the stretch from `start` to `end` of its parent's time (the layer's, or its particle's age) the
    /// cell emits in.
    func emittingTime(from start: CFTimeInterval, to end: CFTimeInterval) -> CFTimeInterval {
        guard isEnabled else { return 0 }
        let stop = duration > 0 ? min(end, beginTime + duration) : end
        return max(stop - max(start, beginTime), 0)
    }
}
