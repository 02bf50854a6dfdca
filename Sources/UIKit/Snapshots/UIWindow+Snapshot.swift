import CoreGraphics

extension UIWindow {
    /// The window as it would appear on screen now, rendered headless at its screen's scale.
    ///
    /// Pending layout runs first. A Linux addition for screenshot tests: the
    /// same compositor that feeds the desktop window produces the pixels. A
    /// window without a native one frees its frame buffer afterwards, so a
    /// large snapshot keeps no memory beyond the image it returns.
    public func snapshotImage() -> UIImage {
        let frame = renderFrame()
        if host == nil { compositor.releaseFrameBuffer() }
        guard let frame else {
            let limit = CGContext.maximumBitmapDimension
            reportMisuse("snapshotImage: the window has no pixels to render (\(bounds.width)x\(bounds.height) points at scale \(screen.scale)): each side must be "
                         + "from 1 to \(limit) pixels, and all of them at most \(CGContext.maximumBitmapPixels); returning an empty image.")
            return UIImage()
        }
        return UIImage(cgImage: frame, scale: screen.scale, orientation: .up)
    }
}
