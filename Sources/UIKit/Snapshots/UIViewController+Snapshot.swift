import CoreGraphics

extension UIViewController {
    /// The controller's screen as it appears in a window of `size` points at `scale`, status bar included.
    ///
    /// The controller becomes the root of a headless window, goes through its
    /// appearance and layout callbacks, is rendered, and then disappears and
    /// leaves the window, so it can be shown again elsewhere. A Linux addition
    /// for screenshot tests.
    public func snapshotImage(size: CGSize, scale: CGFloat) -> UIImage {
        snapshotImage(on: UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale))
    }

    /// The controller's screen as it appears in a window filling `screen`: a device's screen gives the device's
    /// traits and safe area. A Linux addition for screenshot tests.
    public func snapshotImage(on screen: UIScreen) -> UIImage {
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.rootViewController = self
        window.isHidden = false
        window.runUpdateCycle()
        let image = window.snapshotImage()
        window.isHidden = true
        window.rootViewController = nil
        return image
    }
}
