/// What a view's content means for the layout direction: whether it flips in a right-to-left language.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Content that follows the language's direction.
    case unspecified
    /// Playback controls (play, fast forward), which keep their order in every language.
    case playback
    /// Directional controls (a D-pad, alignment buttons), which keep their order in every language.
    case spatial
    case forceLeftToRight
    case forceRightToLeft
}
