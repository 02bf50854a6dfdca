import CoreGraphics

extension UIViewController {
    /// The controller's screen as it appears in a window of `size` points at `scale`, status bar included.
    ///
    /// The controller becomes the root of a headless window, goes through its
    /// appearance and layout callbacks, is rendered, and then disappears and
    /// leaves the window, so it can be shown again elsewhere. A Linux addition
    /// for screenshot tests.
    public func snapshotImage(size: CGSize, scale: CGFloat) -> UIImage {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = UIScreen(bounds: window.bounds, scale: scale)
        window.rootViewController = self
        window.isHidden = false
        window.runUpdateCycle()
        let image = window.snapshotImage()
        window.isHidden = true
        window.rootViewController = nil
        return image
    }
}
