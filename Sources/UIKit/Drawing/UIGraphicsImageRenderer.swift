import CoreGraphics
import Foundation

/// Draws into a bitmap with UIKit's coordinates (origin top-left, y down) and returns the result as an image.
open class UIGraphicsImageRenderer: NSObject {
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    /// Runs `actions` with the renderer's context current and returns what it drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let (width, height) = Self.pixelSize(of: bounds.size, scale: format.scale),
              let ctx = CGContext.bitmap(width: width, height: height) else {
            return UIImage()
        }
        ctx.flipForLayer(height: height, scale: format.scale, origin: bounds.origin)
        if format.opaque {
            ctx.setFillColor(CGColor(gray: 0, alpha: 1))
            ctx.fill(bounds)
        }
        UIGraphicsPushContext(ctx)
        actions(UIGraphicsImageRendererContext(cgContext: ctx, format: format))
        UIGraphicsPopContext()
        return ctx.makeImage().map { UIImage(cgImage: $0, scale: format.scale, orientation: .up) } ?? UIImage()
    }

    /// The bitmap size for `size` points at `scale`, or nil, reported, when there is no such bitmap: a scale that is
    /// not a positive number, a size with no area, one beyond the largest bitmap Cairo makes, or one with more pixels
    /// than one render may have.
    package static func pixelSize(of size: CGSize, scale: CGFloat, for caller: String = "UIGraphicsImageRenderer") -> (width: Int, height: Int)? {
        guard scale.isFinite, scale > 0 else {
            reportMisuse("\(caller): the scale must be a number greater than 0, not \(scale); returning an empty image.")
            return nil
        }
        guard let width = CGContext.pixelLength(size.width, scale: scale), let height = CGContext.pixelLength(size.height, scale: scale) else {
            let limit = CGContext.maximumBitmapDimension
            reportMisuse("\(caller): cannot make a bitmap of \(size.width)x\(size.height) points at scale \(scale): "
                         + "each side must be from 1 to \(limit) pixels; returning an empty image.")
            return nil
        }
        guard CGContext.fitsPixelCeiling(width: width, height: height) else {
            reportMisuse("\(caller): cannot make a bitmap of \(width)x\(height) pixels (\(size.width)x\(size.height) points at scale \(scale)): "
                         + "one render may have at most \(CGContext.maximumBitmapPixels) pixels; returning an empty image.")
            return nil
        }
        return (width, height)
    }

    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}
