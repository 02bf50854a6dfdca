/// Methods a tab bar calls as the user chooses items. Every method is optional.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// Called when the user selects an item, including the one already selected.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
