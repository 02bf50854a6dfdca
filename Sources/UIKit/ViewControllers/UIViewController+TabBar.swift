extension UIViewController {
    /// The item that stands for this controller in a tab bar controller's bar; made the first time it is read,
    /// titled with the controller's `title`, as UIKit does.
    public var tabBarItem: UITabBarItem! {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage = newValue
            tabBarController?.childTabBarItemDidChange()
        }
    }

    /// The nearest tab bar controller among this controller's ancestors.
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
}
