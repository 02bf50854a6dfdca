import CoreGraphics

/// The scale and opacity of the images a `UIGraphicsImageRenderer` makes.
@MainActor
open class UIGraphicsImageRendererFormat {
    /// Pixels per point; defaults to the main screen's scale.
    open var scale: CGFloat
    /// Whether the image has no transparency; opaque images start black instead of clear.
    open var opaque = false

    public init() {
        scale = UIScreen.main.scale
    }

    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// A format for the largest scale and range the device supports.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}
