/// Whether typed text is spell-checked.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}
