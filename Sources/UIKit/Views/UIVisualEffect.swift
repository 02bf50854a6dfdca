import Foundation

/// An effect drawn behind content, such as a blur. Effects are accepted and kept here; none is drawn.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, NSCopying {
    public override init() {
        super.init()
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}
