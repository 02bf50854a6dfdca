import CoreGraphics

extension CGContext {
    /// A premultiplied 32-bit bitmap, the one format the compositor draws into and caches.
    package static func bitmap(width: Int, height: Int) -> CGContext? {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(),
                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }

    /// Sets up layer coordinates: y down, `scale` pixels per point, `origin` at the top-left pixel.
    package func flipForLayer(height: Int, scale: CGFloat, origin: CGPoint = .zero) {
        translateBy(x: 0, y: CGFloat(height))
        scaleBy(x: scale, y: -scale)
        translateBy(x: -origin.x, y: -origin.y)
    }
}
