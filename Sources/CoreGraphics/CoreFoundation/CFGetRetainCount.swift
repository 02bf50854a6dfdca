/// The Swift runtime's count of strong references to an object, which it exports for debugging.
@_silgen_name("swift_retainCount")
private func swiftRetainCount(_ object: UnsafeMutableRawPointer) -> Int

/// How many strong references hold `cf`: the number Core Foundation reports on iOS, where Swift objects keep their
/// counts in the same runtime this one asks. Like Apple's, it is for debugging only; what the compiler retains for
/// its own use (while passing `cf` in, for one) may or may not count.
public func CFGetRetainCount(_ cf: CFTypeRef!) -> CFIndex {
    swiftRetainCount(Unmanaged.passUnretained(cf).toOpaque())
}
