extension UIScrollView {
    /// Which parts of the safe area `adjustedContentInset` adds to `contentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes`, and the top and bottom always for a scroll view that is a view controller's root view
        /// or fills it (so content starts below a navigation bar).
        case automatic
        /// The axes along which the content scrolls, or that always bounce.
        case scrollableAxes
        /// None: the content is not inset for the safe area.
        case never
        /// All four edges.
        case always
    }
}
