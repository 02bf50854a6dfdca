import CoreGraphics

extension UIWindow {
    /// The window as it would appear on screen now, rendered headless at its screen's scale.
    ///
    /// Pending layout runs first. A Linux addition for screenshot tests: the
    /// same compositor that feeds the desktop window produces the pixels, and
    /// keeps them, so the next snapshot repaints only what changed. A window
    /// without a native one frees a frame buffer of more than
    /// `keptFramePixels` afterwards, so a large snapshot keeps no memory
    /// beyond the image it returns.
    public func snapshotImage() -> UIImage {
        let frame = renderFrame()
        if host == nil, let buffer = compositor.frameBuffer, buffer.width * buffer.height > Self.keptFramePixels {
            compositor.releaseFrameBuffer()
        }
        guard let frame else {
            let limit = CGContext.maximumBitmapDimension
            reportMisuse("snapshotImage: the window has no pixels to render (\(bounds.width)x\(bounds.height) points at scale \(screen.scale)): each side must be "
                         + "from 1 to \(limit) pixels, and all of them at most \(CGContext.maximumBitmapPixels); returning an empty image.")
            return UIImage()
        }
        return UIImage(cgImage: frame, scale: screen.scale, orientation: .up)
    }

    /// The most pixels a headless window keeps between snapshots: 2²³ (32 MiB), a phone at 3x or a tablet at 2x.
    static let keptFramePixels = 1 << 23
}
