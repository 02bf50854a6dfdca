/// The color of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
    /// Content that contrasts with the interface style: dark in the light appearance, light in the dark.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
