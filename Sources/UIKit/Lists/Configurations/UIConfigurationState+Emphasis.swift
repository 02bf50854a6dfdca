extension UIConfigurationState {
    /// Whether the state is selected or highlighted, for the states that know either: what list styles draw
    /// differently.
    var isSelectedOrHighlighted: Bool {
        if let cell = self as? UICellConfigurationState { return cell.isSelected || cell.isHighlighted }
        if let view = self as? UIViewConfigurationState { return view.isSelected || view.isHighlighted }
        return false
    }

    var isSelected: Bool {
        (self as? UICellConfigurationState)?.isSelected ?? (self as? UIViewConfigurationState)?.isSelected ?? false
    }
}
