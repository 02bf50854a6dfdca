extension UIPageViewController {
    /// Where the spine of page-curl pages is.
    public enum SpineLocation: Int, Sendable {
        case none, min, mid, max
    }
}
