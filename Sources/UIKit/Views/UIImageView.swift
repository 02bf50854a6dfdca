import CoreGraphics
import QuartzCore

/// A view that displays an image, scaled by its content mode; template images (and system images without colors of
/// their own) draw in the tint color.
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

    /// The configuration system images are drawn with here, under the image's own (whose parts win); the view's
    /// traits (scale, content size category) fill in what neither says.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { if image?.isSymbolImage == true { symbolLookDidChange() } }
    }

    /// A system image drawn for this view, and what it was drawn from.
    private var drawnSymbol: (source: UIImage, configuration: UIImage.SymbolConfiguration, image: UIImage)?

    /// The image as shown: a system image drawn again with the view's preferred configuration and traits.
    private var shownImage: UIImage? {
        guard let image, let symbol = image.symbol else { return image }
        var configuration = (preferredSymbolConfiguration ?? .unspecified).applying(symbol.configuration)
        configuration = configuration.withTraitCollection(UITraitCollection(traitsFrom: [traitCollection, configuration.traitCollection].compactMap { $0 }))
        if let drawnSymbol, drawnSymbol.source === image, drawnSymbol.configuration == configuration { return drawnSymbol.image }
        let drawn = image.withConfiguration(configuration)
        drawnSymbol = (image, configuration, drawn)
        return drawn
    }

    private func symbolLookDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if image?.isSymbolImage == true { symbolLookDidChange() }
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
        shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }

    /// Shows the image as the layer's contents, so content modes cost nothing to apply.
    open override func display(_ layer: CALayer) {
        guard let image = shownImage, let cgImage = image.cgImage else {
            layer.contents = nil
            return
        }
        layer.contentsScale = image.scale
        layer.contents = image.rendersAsTemplate ? Self.tinted(cgImage, with: tintColor) : cgImage
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if image?.rendersAsTemplate == true { setNeedsDisplay() }
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
