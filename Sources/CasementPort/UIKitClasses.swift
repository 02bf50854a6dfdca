/// What the port must know of this UIKit's classes to write a subclass's member table.
enum UIKitClasses {
    /// The `UIResponder` subclasses: they have a member table already, so a subclass's table overrides theirs.
    /// (`CasementPortTests` checks this list against the UIKit sources.)
    static let responders: Set<String> = [
        "UIActivityIndicatorView", "UIAlertController", "UIApplication", "UIButton", "UICollectionReusableView",
        "UICollectionView", "UICollectionViewCell", "UICollectionViewController", "UICollectionViewListCell", "UIControl",
        "UIImageView", "UILabel", "UIListContentView", "UINavigationBar", "UINavigationController", "UIPageControl",
        "UIPageViewController", "UIProgressView", "UIRefreshControl", "UIResponder", "UIScene", "UIScrollView", "UISearchBar",
        "UISearchController", "UISearchTextField", "UISegmentedControl", "UISlider", "UISplitViewController", "UIStackView",
        "UIStepper", "UISwitch", "UITabBar", "UITabBarController", "UITableView", "UITableViewCell",
        "UITableViewController", "UITableViewHeaderFooterView", "UITextField", "UIToolbar", "UIView", "UIViewController",
        "UIVisualEffectView", "UIWindow", "UIWindowScene",
    ]

    /// The selectors UIKit's own classes answer (`UIResponder`'s, and a text field's standard edit actions): a
    /// selector made from one of these strings reaches a method.
    static let selectors: Set<String> = ["becomeFirstResponder", "resignFirstResponder", "copy:", "cut:", "paste:", "selectAll:", "delete:"]

    /// UIKit classes that are not main-actor isolated, as in Apple's SDK; every other `UI…` class is.
    private static let nonisolated: Set<String> = [
        "UIColor", "UIFont", "UIFontDescriptor", "UIImage", "UIBezierPath", "UIImageAsset", "UIGraphicsImageRenderer",
        "UIGraphicsImageRendererFormat", "UIGraphicsImageRendererContext", "UIFontMetrics",
    ]

    /// Whether instances of `name`, a class outside the target, are main-actor isolated.
    static func isMainActor(_ name: String) -> Bool {
        name.hasPrefix("UI") && !nonisolated.contains(name)
    }
}
