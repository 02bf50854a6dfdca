import Foundation

/// The base of the haptic feedback generators.
///
/// Haptics need a Taptic Engine, which a desktop does not have. On such a device (an iPad, an iPod touch) UIKit's
/// generators accept every call and produce nothing, and so do these: `prepare()` and the feedback methods return at
/// once, with no error and nothing to observe.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    public override init() {
        super.init()
    }

    /// Wakes the Taptic Engine to cut the latency of the next feedback; without one there is nothing to wake.
    open func prepare() {}
}
