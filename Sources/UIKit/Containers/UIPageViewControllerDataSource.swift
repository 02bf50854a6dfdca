/// The pages of a page view controller, asked for one at a time as the user moves.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of pages for the page control; implement it with `presentationIndex(for:)` to show one.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

/// Without `presentationCount(for:)`, a scrolling page view controller shows no page control.
extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { -1 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
