import UIKitTesting
@testable import UIKit

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
