/// The state of a cell a configuration is drawn in: what a view's state holds, plus editing, expansion, swiping,
/// reordering, drag and drop, and a header's pinning.
@preconcurrency @MainActor
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    /// Whether a header or footer is held at the edge of the visible area as its section scrolls under it.
    public var isPinned = false
    public var cellDragState: DragState = .none
    public var cellDropState: DropState = .none
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
