extension UIPageViewController {
    /// Which way `setViewControllers(_:direction:animated:completion:)` moves: to the next page or back.
    public enum NavigationDirection: Int, Sendable {
        case forward, reverse
    }
}
