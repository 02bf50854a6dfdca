import CoreGraphics

extension UIWindow {
    /// The window as it would appear on screen now, rendered headless at its screen's scale.
    ///
    /// Pending layout runs first. A Linux addition for screenshot tests: the
    /// same compositor that feeds the desktop window produces the pixels.
    public func snapshotImage() -> UIImage {
        UIImage(cgImage: renderFrame()!, scale: screen.scale, orientation: .up)
    }
}
