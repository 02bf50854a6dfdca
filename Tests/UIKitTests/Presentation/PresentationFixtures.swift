import UIKitTesting
@testable import UIKit

/// A shown 1024x768 window (regular width) whose root controller has a button at (100, 100, 80, 40), and a
/// controller to present as a 300x200 popover, not yet presented.
@MainActor
func popoverSetting() -> (window: UIWindow, root: UIViewController, button: UIView, popover: UIViewController) {
    let root = UIViewController()
    let button = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
    root.view.addSubview(button)
    let window = presentationWindow(root, width: 1024, height: 768)
    let popover = UIViewController()
    popover.modalPresentationStyle = .popover
    popover.preferredContentSize = CGSize(width: 300, height: 200)
    return (window, root, button, popover)
}

/// A shown window at 1x with `root` as its root controller, laid out once.
@MainActor
func presentationWindow(_ root: UIViewController, width: CGFloat = 390, height: CGFloat = 844, scale: CGFloat = 1) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.screen = UIScreen(bounds: window.bounds, scale: scale)
    window.rootViewController = root
    window.isHidden = false
    window.runUpdateCycle()
    return window
}

/// The first subview of `view`'s tree that is a `T`.
@MainActor
func firstSubview<T: UIView>(of type: T.Type, in view: UIView, where matches: (T) -> Bool = { _ in true }) -> T? {
    for subview in view.subviews {
        if let match = subview as? T, matches(match) { return match }
        if let match = firstSubview(of: type, in: subview, where: matches) { return match }
    }
    return nil
}
