import CoreGraphics

/// The status bar of a window scene: where it is and how it looks, as the scene's key window shows it (its
/// controllers decide through `prefersStatusBarHidden` and `preferredStatusBarStyle`).
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private weak var windowScene: UIWindowScene?

    init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
    }

    private var window: UIWindow? { windowScene?.keyWindow ?? windowScene?.windows.first }

    /// The status bar's frame in the window's coordinates, which are the screen's; empty while it is hidden.
    open var statusBarFrame: CGRect {
        guard let window, !window.statusBarHidden else { return .zero }
        return window.statusBar.frame
    }

    open var isStatusBarHidden: Bool { window?.statusBarHidden ?? true }

    /// The style the status bar is drawn in: `.darkContent` or `.lightContent`, the default resolved for the
    /// interface style.
    open var statusBarStyle: UIStatusBarStyle { window?.statusBar.style ?? .default }
}
