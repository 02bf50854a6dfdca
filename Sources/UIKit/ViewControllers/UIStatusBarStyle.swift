/// The color of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content, for the light appearance used here.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
