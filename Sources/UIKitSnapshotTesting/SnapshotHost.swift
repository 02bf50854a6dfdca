import UIKit
import UIKitTesting

/// Puts a view or view controller on a stand-in device screen for a snapshot, as swift-snapshot-testing does on a
/// simulator: a window of the configured size whose safe area is the configured one, a container that gives the
/// controller the configured traits, and the appearance and layout passes, then takes it all down again.
@MainActor
enum SnapshotHost {
    /// Runs `body` with `controller` (or, for a view, a plain controller holding it) shown on the configured screen.
    static func withHosted<Result>(view: UIView?, controller: UIViewController?, config: ViewImageConfig, traits: UITraitCollection,
                                   _ body: (_ window: UIWindow, _ shown: UIViewController, _ scale: CGFloat) -> Result) -> Result {
        let traits = UITraitCollection(traitsFrom: [config.traits, traits])
        let scale = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
        let size = config.size ?? view?.frame.size ?? UIScreen.main.bounds.size
        let screen = DevicePreset.custom(size: size, scale: scale, safeArea: config.safeArea, traits: traits).screen(landscape: false)
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = screen
        let container = UIViewController(), shown = controller ?? UIViewController()
        container.addChild(shown)
        container.view.addSubview(shown.view)
        shown.view.frame = container.view.bounds
        shown.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        shown.didMove(toParent: container)
        container.setOverrideTraitCollection(traits, forChild: shown)
        if let view, controller == nil {
            view.frame.size = size
            shown.view.addSubview(view)
        }
        window.rootViewController = container
        window.isHidden = false
        window.runUpdateCycle()
        defer {
            window.isHidden = true
            if controller == nil { view?.removeFromSuperview() }
            shown.willMove(toParent: nil)
            shown.view.removeFromSuperview()
            shown.removeFromParent()
            window.rootViewController = nil
        }
        return body(window, shown, scale)
    }

    /// The picture of a hosted view or controller: the whole window with its status bar and presentations when
    /// `drawHierarchyInKeyWindow`, otherwise the view alone.
    static func image(of view: UIView?, controller: UIViewController?, config: ViewImageConfig, traits: UITraitCollection,
                      drawHierarchyInKeyWindow: Bool) -> UIImage {
        withHosted(view: view, controller: controller, config: config, traits: traits) { window, shown, scale in
            if drawHierarchyInKeyWindow { return window.snapshotImage() }
            return (controller == nil ? view ?? shown.view : shown.view).snapshotImage(scale: scale)
        }
    }
}
