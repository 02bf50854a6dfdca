extension UISplitViewController {
    /// How the columns share the width.
    public enum SplitBehavior: Int, Sendable {
        case automatic, tile, overlay, displace
    }
}
