extension UIPageViewController {
    /// The axis pages follow.
    public enum NavigationOrientation: Int, Sendable {
        case horizontal, vertical
    }
}
