import CoreGraphics

extension CGContext {
    /// A premultiplied 32-bit bitmap, the one format the compositor draws into and caches; nil beyond
    /// `maximumBitmapPixels`.
    package static func bitmap(width: Int, height: Int) -> CGContext? {
        guard fitsPixelCeiling(width: width, height: height) else { return nil }
        return CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(),
                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }

    /// The widest or tallest bitmap Cairo makes, in pixels.
    package static let maximumBitmapDimension = 32767

    /// The most pixels one bitmap may have: 2²⁵ (33,554,432, 128 MiB), 2.6 times the largest device screen at 3x
    /// (1024 x 1366 points) and more than an 8K display. A larger render would take seconds and gigabytes; it is
    /// refused instead.
    package static let maximumBitmapPixels = 1 << 25

    /// Whether a bitmap of `width` by `height` pixels stays within `maximumBitmapPixels`.
    package static func fitsPixelCeiling(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= maximumBitmapPixels / height
    }

    /// The pixels a length of `points` covers at `scale`, rounded by `rule`; nil when no bitmap can be that
    /// size: not a finite number, less than one pixel, or beyond `maximumBitmapDimension`.
    package static func pixelLength(_ points: CGFloat, scale: CGFloat, rounded rule: FloatingPointRoundingRule = .up) -> Int? {
        let pixels = (points * scale).rounded(rule)
        guard pixels.isFinite, pixels >= 1, pixels <= CGFloat(maximumBitmapDimension) else { return nil }
        return Int(pixels)
    }

    /// Sets up layer coordinates: y down, `scale` pixels per point, `origin` at the top-left pixel.
    package func flipForLayer(height: Int, scale: CGFloat, origin: CGPoint = .zero) {
        translateBy(x: 0, y: CGFloat(height))
        scaleBy(x: scale, y: -scale)
        translateBy(x: -origin.x, y: -origin.y)
    }
}
