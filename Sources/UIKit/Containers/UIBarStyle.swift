/// The look of a bar before appearances: `.black` makes a dark bar with light text.
public enum UIBarStyle: Int, Sendable {
    case `default`
    case black
}
