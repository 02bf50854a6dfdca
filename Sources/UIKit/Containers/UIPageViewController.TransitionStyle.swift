extension UIPageViewController {
    /// How pages change: sliding, or turning like a page (drawn here as a slide).
    public enum TransitionStyle: Int, Sendable {
        case pageCurl, scroll
    }
}
