/// Whether spaces are added and removed around pasted words.
public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default`, no, yes
}
