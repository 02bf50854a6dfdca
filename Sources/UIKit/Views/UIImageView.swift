import CoreGraphics
import QuartzCore

/// A view that displays an image, scaled by its content mode; template images draw in the tint color.
@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            setNeedsDisplay()
            if image?.size != oldValue?.size {
                invalidateIntrinsicContentSize()
                superview?.setNeedsLayout()
            }
        }
    }

    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        isUserInteractionEnabled = false
    }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// Shows the image as the layer's contents, so content modes cost nothing to apply.
    open override func display(_ layer: CALayer) {
        guard let image, let cgImage = image.cgImage else {
            layer.contents = nil
            return
        }
        layer.contentsScale = image.scale
        layer.contents = image.renderingMode == .alwaysTemplate ? Self.tinted(cgImage, with: tintColor) : cgImage
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if image?.renderingMode == .alwaysTemplate { setNeedsDisplay() }
    }

    /// The image's shape (its alpha) filled with `color`.
    package static func tinted(_ image: CGImage, with color: UIColor) -> CGImage? {
        guard let ctx = CGContext.bitmap(width: image.width, height: image.height) else { return nil }
        let rect = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        ctx.clip(to: rect, mask: image)
        ctx.setFillColor(color.cgColor)
        ctx.fill(rect)
        return ctx.makeImage()
    }
}
