/// Where a boundary supplementary item sits on its section or layout.
public enum NSRectAlignment: Int, Sendable {
    case none
    case top
    case topLeading
    case leading
    case bottomLeading
    case bottom
    case bottomTrailing
    case trailing
    case topTrailing
}
