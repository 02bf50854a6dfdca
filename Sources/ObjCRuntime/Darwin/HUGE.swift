/// Darwin's `HUGE` from `math.h`, which iOS code writes for "for ever" (`animation.repeatCount = HUGE`): infinity.
/// Glibc has no such name.
public let HUGE: Float = .infinity
