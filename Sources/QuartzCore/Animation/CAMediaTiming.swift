import Foundation

/// The timing of an animation or a layer: when it begins, how long one pass lasts, how fast and how often it runs.
public protocol CAMediaTiming {
    /// When the object begins, in its parent's time; for an animation added with 0, the time it is added.
    var beginTime: CFTimeInterval { get set }
    /// The length of one pass, in seconds.
    var duration: CFTimeInterval { get set }
    /// How fast time runs relative to the parent's: 2 is twice as fast.
    var speed: Float { get set }
    /// An offset into the object's own time.
    var timeOffset: CFTimeInterval { get set }
    /// How many passes, possibly fractional; `.infinity` for ever.
    var repeatCount: Float { get set }
    /// How long to repeat for, in seconds, instead of a count.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each pass plays forward then backward.
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}
