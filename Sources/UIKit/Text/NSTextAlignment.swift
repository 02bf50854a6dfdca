/// The horizontal alignment of text in its container.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    /// Left for left-to-right scripts, which are the only ones laid out here.
    case natural = 4
}
