/// How much room an axis has: compact or regular.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}
