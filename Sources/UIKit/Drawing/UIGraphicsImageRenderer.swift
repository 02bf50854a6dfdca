import CoreGraphics
import Foundation

/// Draws into a bitmap with UIKit's coordinates (origin top-left, y down) and returns the result as an image.
@MainActor
open class UIGraphicsImageRenderer {
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
    }

    /// Runs `actions` with the renderer's context current and returns what it drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let width = max(1, Int((bounds.width * format.scale).rounded(.up)))
        let height = max(1, Int((bounds.height * format.scale).rounded(.up)))
        guard let ctx = CGContext.bitmap(width: width, height: height) else {
            reportMisuse("UIGraphicsImageRenderer: cannot make a \(width)x\(height) pixel bitmap; returning an empty image.")
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

    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}
