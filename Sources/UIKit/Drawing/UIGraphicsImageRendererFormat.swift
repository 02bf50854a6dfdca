import CoreGraphics

/// The scale and opacity of the images a `UIGraphicsImageRenderer` makes.
open class UIGraphicsImageRendererFormat: NSObject {
    /// Pixels per point; defaults to the main screen's scale.
    open var scale: CGFloat
    /// Whether the image has no transparency; opaque images start black instead of clear.
    open var opaque = false

    public override init() {
        // Read without the main actor, as renderers run on any thread.
        scale = ImageAssets.preferredScale
        super.init()
    }

    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// A format for the largest scale and range the device supports.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}
