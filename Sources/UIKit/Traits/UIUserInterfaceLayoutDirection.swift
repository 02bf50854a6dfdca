/// The direction in which an interface reads: left to right, or right to left for languages such as Arabic and Hebrew.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight
    case rightToLeft
}
