/// The direction text is written in.
public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight, rightToLeft
}
