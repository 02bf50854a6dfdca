/// Darwin's `HUGE` from `math.h`: `MAXFLOAT`, the largest finite `Float`, which iOS code writes for "for ever"
/// (`animation.repeatCount = HUGE`). Glibc has no such name.
public let HUGE: Float = .greatestFiniteMagnitude
