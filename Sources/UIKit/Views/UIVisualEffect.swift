import Foundation

/// An effect a `UIVisualEffectView` draws: a blur of what lies behind it, or vibrancy for content over a blur.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, NSCopying {
    public override init() {
        super.init()
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}
