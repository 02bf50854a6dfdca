/// Told as a navigation controller shows a new top controller.
///
/// `animationControllerFor` and `interactionControllerFor` (custom transitions) are not offered yet: they need
/// `UIViewControllerAnimatedTransitioning`, which belongs to presentation.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before the top controller's view appears, after its `willMove(toParent:)` and before `viewWillAppear`.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called after the transition, once the top controller's `viewDidAppear` has run.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {}
}
