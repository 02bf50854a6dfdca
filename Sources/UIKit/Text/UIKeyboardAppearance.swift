/// The look of an on-screen keyboard.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light

    public static let alert = UIKeyboardAppearance.dark
}
