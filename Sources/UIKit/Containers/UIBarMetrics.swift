/// The bar height a customization applies to: a navigation bar is compact in a compact-height environment, and
/// taller with a prompt.
public enum UIBarMetrics: Int, Sendable {
    case `default`
    case compact
    case defaultPrompt = 101
    case compactPrompt
}
