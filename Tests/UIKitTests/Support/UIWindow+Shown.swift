@testable import UIKit

extension UIWindow {
    /// A shown window of `size` points with `root` as its root controller, after one update cycle.
    @MainActor
    static func shown(_ root: UIViewController, size: CGSize = CGSize(width: 390, height: 844)) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = root
        window.isHidden = false
        window.runUpdateCycle()
        return window
    }
}
