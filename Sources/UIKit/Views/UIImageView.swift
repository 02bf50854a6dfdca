import CoreGraphics
import QuartzCore

/// A view that displays an image, scaled by its content mode; template images (and system images without colors of
/// their own) draw in the tint color. It can show another image while highlighted, and play a list of images as an
/// animation.
@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet { if !isHighlighted || highlightedImage == nil { shownImageDidChange(from: oldValue) } }
    }

    /// The image shown while `isHighlighted` is true; without one, `image` shows then too.
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted { shownImageDidChange(from: oldValue ?? image) } }
    }

    /// Whether the view shows its highlighted image, and plays its highlighted animation images.
    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue, highlightedImage != nil || highlightedAnimationImages != nil else { return }
            shownImageDidChange(from: oldValue ? highlightedImage ?? image : image)
            if isAnimating { startAnimating() }
        }
    }

    /// The images `startAnimating()` plays, in order.
    open var animationImages: [UIImage]?
    /// The images played instead while the view is highlighted.
    open var highlightedAnimationImages: [UIImage]?
    /// The seconds one pass through the images takes; 0 gives each image a thirtieth of a second.
    open var animationDuration: TimeInterval = 0
    /// How many passes to play; 0 plays until `stopAnimating()`.
    open var animationRepeatCount = 0

    /// The image the view shows when it plays no animation: the highlighted one while highlighted, if it has one.
    private var currentImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    private func shownImageDidChange(from oldImage: UIImage?) {
        guard currentImage !== oldImage else { return }
        setNeedsDisplay()
        if currentImage?.size != oldImage?.size {
            invalidateIntrinsicContentSize()
            superview?.setNeedsLayout()
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
        guard let image = currentImage, let symbol = image.symbol else { return currentImage }
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

    /// A view the size of `image`, showing it.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
    }

    /// A view the size of `image`, showing it, and `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        self.highlightedImage = highlightedImage
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
        if currentImage?.rendersAsTemplate == true { setNeedsDisplay() }
    }

    // MARK: Animating images

    private static let animationKey = "UIImageAnimation"

    /// Plays the animation images (the highlighted ones while highlighted) from the first, each for an equal share
    /// of `animationDuration`, `animationRepeatCount` times; the image shows again when it ends.
    open func startAnimating() {
        let images = ((isHighlighted ? highlightedAnimationImages : nil) ?? animationImages ?? []).filter { $0.cgImage != nil }
        let frames = images.compactMap { image in image.rendersAsTemplate ? image.cgImage.flatMap { Self.tinted($0, with: tintColor) } : image.cgImage }
        guard !frames.isEmpty else { return stopAnimating() }
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.values = frames
        animation.calculationMode = .discrete
        animation.duration = animationDuration > 0 ? animationDuration : Double(frames.count) / 30
        animation.repeatCount = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
        // The frames' scale while they play; the image's own comes back when it is shown again.
        animation.delegate = AnimationEnd { [weak self] in self?.setNeedsDisplay() }
        layer.contentsScale = images[0].scale
        layer.add(animation, forKey: Self.animationKey)
    }

    /// Stops the animation images and shows the image again.
    open func stopAnimating() {
        layer.removeAnimation(forKey: Self.animationKey)
    }

    /// Calls back when the animation images stop, finished or not.
    @MainActor private final class AnimationEnd: NSObject, CAAnimationDelegate {
        let ended: () -> Void
        init(_ ended: @escaping () -> Void) { self.ended = ended }
        nonisolated func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            MainActor.assumeIsolated { ended() }
        }
    }

    /// Whether the animation images are playing.
    open var isAnimating: Bool { layer.animation(forKey: Self.animationKey) != nil }

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
