@testable import UIKit

/// A shown 320x480 window at scale 1 with `controller` as its root, laid out.
@MainActor
func tabsWindow(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.screen = UIScreen(bounds: window.bounds, scale: 1)
    window.rootViewController = controller
    window.isHidden = false
    window.runUpdateCycle()
    return window
}

/// Records what a tab bar controller asks and tells its delegate, and refuses the controllers in `refused`.
@MainActor
final class RecordingTabBarControllerDelegate: UITabBarControllerDelegate {
    let log: CallLog
    var refused: [UIViewController] = []

    init(log: CallLog) {
        self.log = log
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.record("shouldSelect \(viewController.title ?? "?")")
        return !refused.contains { $0 === viewController }
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.record("didSelect \(viewController.title ?? "?")")
    }
}

extension UITabBarController {
    /// The center of the tab at `index` in window coordinates, for taps.
    func centerOfTab(_ index: Int) -> CGPoint {
        let view = tabBar.subviews.compactMap { $0 as? UITabBar.ItemView }[index]
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }
}

/// Recording controllers named and titled "a", "b"…, sharing `log`.
@MainActor
func namedControllers(_ count: Int, log: CallLog) -> [RecordingViewController] {
    (0..<count).map { index in
        let name = String(UnicodeScalar(UInt8(97 + index)))
        let controller = RecordingViewController(name, log: log)
        controller.title = name
        return controller
    }
}
