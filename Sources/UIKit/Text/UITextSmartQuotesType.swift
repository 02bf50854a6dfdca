/// Whether straight quotes become typographic ones.
public enum UITextSmartQuotesType: Int, Sendable {
    case `default`, no, yes
}
