/// Directions through the stored text.
public enum UITextStorageDirection: Int, Sendable {
    case forward, backward
}
