/// How long and to whom a font registered from a file stays available.
///
/// Here every registration lasts for the process, whatever scope is asked for: there is no other process or user
/// session to share a font with.
public enum CTFontManagerScope: UInt32, Sendable {
    case none = 0
    /// Available to this process until it ends or the font is unregistered.
    case process = 1
    /// Available to every process of the user on Apple platforms; for this process here.
    case persistent = 2
    /// Available to the login session on macOS; for this process here.
    case session = 3

    /// The same as `.persistent`.
    public static var user: CTFontManagerScope { .persistent }
}
