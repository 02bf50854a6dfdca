/// Draws a background configuration: its custom view, then its shadow, its color and image, inset and rounded,
/// under its stroke. What a list cell puts behind its content view.
@preconcurrency @MainActor
package final class BackgroundConfigurationView: UIView {
    package var configuration: UIBackgroundConfiguration {
        didSet { apply(replacing: oldValue.customView) }
    }
    /// Casts the shadow from outside the fill, whose rounding clips what it holds.
    private let shadowView = UIView()
    private let fillView = UIView()
    private let imageView = UIImageView()
    private let strokeView = UIView()

    package init(configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        for view in [shadowView, fillView, strokeView] { addSubview(view) }
        fillView.addSubview(imageView)
        apply(replacing: nil)
    }

    package required init?(coder: NSCoder) {
        configuration = .clear()
        super.init(coder: coder)
    }

    package override func tintColorDidChange() {
        super.tintColorDidChange()
        apply(replacing: configuration.customView)
    }

    private func apply(replacing oldCustomView: UIView?) {
        if oldCustomView !== configuration.customView {
            oldCustomView?.removeFromSuperview()
            if let customView = configuration.customView { insertSubview(customView, at: 0) }
        }
        fillView.backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
        fillView.clipsToBounds = configuration.cornerRadius > 0
        imageView.image = configuration.image
        imageView.contentMode = configuration.imageContentMode
        let shadow = configuration.shadowProperties
        shadowView.layer.shadowColor = shadow.color.cgColor
        shadowView.layer.shadowOpacity = Float(shadow.opacity)
        shadowView.layer.shadowRadius = shadow.radius
        shadowView.layer.shadowOffset = shadow.offset
        shadowView.layer.shadowPath = shadow.path?.cgPath
        strokeView.isHidden = configuration.strokeWidth <= 0
        strokeView.layer.borderWidth = configuration.strokeWidth
        strokeView.layer.borderColor = configuration.resolvedStrokeColor(for: tintColor).cgColor
        setNeedsLayout()
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        let insets = configuration.backgroundInsets, rightToLeft = traitCollection.layoutDirection == .rightToLeft
        let rect = bounds.inset(by: UIEdgeInsets(top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
                                                 bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing))
        let radius = max(0, min(configuration.cornerRadius, rect.width / 2, rect.height / 2))
        for view in [configuration.customView, shadowView, fillView].compactMap({ $0 }) {
            view.frame = rect
            view.layer.cornerRadius = radius
        }
        imageView.frame = fillView.bounds
        let outset = configuration.strokeOutset
        strokeView.frame = rect.insetBy(dx: -outset, dy: -outset)
        strokeView.layer.cornerRadius = radius > 0 ? radius + outset : 0
    }
}
