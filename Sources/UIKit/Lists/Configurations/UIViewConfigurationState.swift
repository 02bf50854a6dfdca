/// The state of a view a configuration is drawn in: its traits, and whether it is disabled, highlighted, selected
/// or focused.
@preconcurrency @MainActor
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    // AnyHashable is not Sendable; the values are read only through the main-actor subscript and the value's own
    // equality and hash.
    nonisolated(unsafe) private var customValues: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customValues[key] }
        set { customValues[key] = newValue }
    }
}
