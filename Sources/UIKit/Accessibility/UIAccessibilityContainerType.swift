/// What kind of container a view is to assistive technologies.
public enum UIAccessibilityContainerType: Int, Sendable {
    case none = 0, dataTable, list, landmark, semanticGroup
}
