/// Directions on screen through laid-out text.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2, left, up, down

    /// Whether the direction goes towards the start of the text.
    package var isBackward: Bool { self == .left || self == .up }
}
