import Foundation

/// Moves a view's properties as the device tilts, relative to how the viewer looks at the screen.
///
/// A desktop has no motion sensors. Effects are kept on their views and keep answering
/// `keyPathsAndRelativeValues(forViewerOffset:)`, but no viewer offset ever arrives, so no effect is applied and views
/// stay at their resting values, as on an iPhone with Reduce Motion on.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject, NSCopying {
    public override init() {
        super.init()
    }

    /// The relative values to add to the view's key paths for a viewer offset whose components run from -1 to 1.
    /// The base class has none; subclasses override it.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        nil
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        self
    }
}
