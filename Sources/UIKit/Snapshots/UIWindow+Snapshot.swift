import CoreGraphics

extension UIWindow {
    /// The window as it would appear on screen now, rendered headless at its screen's scale.
    ///
    /// Pending layout runs first. A Linux addition for screenshot tests: the
    /// same compositor that feeds the desktop window produces the pixels.
    public func snapshotImage() -> UIImage {
        guard let frame = renderFrame() else {
            reportMisuse("snapshotImage: the window has no pixels to render (bounds \(bounds), scale \(screen.scale)); returning an empty image.")
            return UIImage()
        }
        return UIImage(cgImage: frame, scale: screen.scale, orientation: .up)
    }
}
