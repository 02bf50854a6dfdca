/// The animation that brings a presented controller on screen and takes it away.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom, and back down when dismissed.
    case coverVertical = 0
    /// Drawn as a cross-dissolve: layers are composited in two dimensions.
    case flipHorizontal
    case crossDissolve
    /// Drawn as a cover: layers are composited in two dimensions.
    case partialCurl
}
