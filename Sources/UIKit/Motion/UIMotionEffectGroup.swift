/// Motion effects applied together, their relative values merged.
///
/// No tilt is ever measured here (see `UIMotionEffect`): the view stays at its resting values.
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects of the group.
    open var motionEffects: [UIMotionEffect]?

    /// Every member's values for the offset, a later member's winning for the same key path; nil when none has any.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let values = (motionEffects ?? []).compactMap { $0.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) }
        return values.isEmpty ? nil : values.reduce(into: [:]) { $0.merge($1) { $1 } }
    }
}
