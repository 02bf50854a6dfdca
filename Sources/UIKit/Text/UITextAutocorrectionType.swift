/// Whether typing is autocorrected.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}
