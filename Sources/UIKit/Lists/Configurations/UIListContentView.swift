import Foundation

/// A view that shows a list content configuration: the image at the leading edge, then the text with the
/// secondary text under it, or beside it at the trailing edge when the configuration prefers that and both fit.
///
/// Its height follows its width, as texts wrap: `sizeThatFits(_:)`, `intrinsicContentSize` and
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` give the height for a width,
/// which is how self-sizing rows measure it.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration
    private var contentGuides: [UIView: UILayoutGuide] = [:]
    /// The width texts last wrapped at for the intrinsic size, which is what layout gave the view.
    private var intrinsicWrapWidth: CGFloat = 0

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] { addSubview(view) }
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        for view in [imageView, textLabel, secondaryTextLabel] { addSubview(view) }
        apply()
    }

    /// The list content configuration shown; setting another kind of configuration is reported and ignored.
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let configuration = newValue as? UIListContentConfiguration else {
                return reportMisuse("UIListContentView.configuration: \(type(of: newValue)) is not a UIListContentConfiguration; the view keeps its own.",
                                    raising: "NSInvalidArgumentException")
            }
            listConfiguration = configuration
            apply()
        }
    }

    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// Where the image is, for lining other views up with it; nil while the configuration has no image.
    public var imageLayoutGuide: UILayoutGuide? { layoutGuide(following: imageView) }
    /// Where the text is; nil while the configuration has no text.
    public var textLayoutGuide: UILayoutGuide? { layoutGuide(following: textLabel) }
    /// Where the secondary text is; nil while the configuration has none.
    public var secondaryTextLayoutGuide: UILayoutGuide? { layoutGuide(following: secondaryTextLabel) }

    /// A guide kept on the subview's frame by constraints, made the first time it is asked for.
    private func layoutGuide(following view: UIView) -> UILayoutGuide? {
        guard !view.isHidden else { return nil }
        if let guide = contentGuides[view] { return guide }
        let guide = UILayoutGuide()
        addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor), guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            guide.topAnchor.constraint(equalTo: view.topAnchor), guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        contentGuides[view] = guide
        return guide
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        apply()
    }

    private func apply() {
        let configuration = listConfiguration
        directionalLayoutMargins = configuration.directionalLayoutMargins
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.tintColor = configuration.imageProperties.resolvedTintColor(for: tintColor)
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        imageView.layer.borderWidth = configuration.imageProperties.strokeWidth
        imageView.layer.borderColor = configuration.imageProperties.resolvedStrokeColor(for: tintColor).cgColor
        for view in [imageView, textLabel, secondaryTextLabel] { view.alpha = configuration.alpha }
        show(configuration.text, configuration.attributedText, with: configuration.textProperties, in: textLabel)
        show(configuration.secondaryText, configuration.secondaryAttributedText, with: configuration.secondaryTextProperties, in: secondaryTextLabel)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    private func show(_ text: String?, _ attributedText: NSAttributedString?, with properties: UIListContentConfiguration.TextProperties, in label: UILabel) {
        label.font = properties.font
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        label.textColor = properties.resolvedColor()
        label.textAlignment = properties.alignment.textAlignment
        label.lineBreakMode = properties.lineBreakMode
        label.numberOfLines = properties.numberOfLines
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.allowsDefaultTighteningForTruncation = properties.allowsDefaultTighteningForTruncation
        if let attributedText {
            label.attributedText = attributedText
        } else {
            label.text = text.map(properties.transformed)
        }
        label.isHidden = label.text?.isEmpty ?? true
    }

    // MARK: Layout

    /// Where the image and the texts go in a view `width` wide (or as wide as they need, when nil), and the size
    /// the view needs for them.
    private func arrangement(width: CGFloat?) -> (image: CGRect, text: CGRect, secondary: CGRect, size: CGSize) {
        let configuration = listConfiguration, margins = effectiveMargins
        var imageSize = CGSize.zero, imageRoom = CGSize.zero, textX = margins.leading
        if let image = configuration.image {
            imageSize = configuration.imageProperties.drawnSize(of: image)
            imageRoom = configuration.imageProperties.reservedSize(for: imageSize)
            textX += imageRoom.width + configuration.imageToTextPadding
        }
        let available = width.map { max(0, $0 - margins.trailing - textX) } ?? .greatestFiniteMagnitude
        let textSize = measure(textLabel, width: available), secondarySize = measure(secondaryTextLabel, width: available)
        let sideBySide = configuration.prefersSideBySideTextAndSecondaryText && textSize != .zero && secondarySize != .zero
            && textSize.width + configuration.textToSecondaryTextHorizontalPadding + secondarySize.width <= available
        let gap = textSize != .zero && secondarySize != .zero
            ? (sideBySide ? configuration.textToSecondaryTextHorizontalPadding : configuration.textToSecondaryTextVerticalPadding) : 0
        let textsSize = sideBySide
            ? CGSize(width: textSize.width + gap + secondarySize.width, height: max(textSize.height, secondarySize.height))
            : CGSize(width: max(textSize.width, secondarySize.width), height: textSize.height + gap + secondarySize.height)
        let contentHeight = max(imageRoom.height, textsSize.height)
        let size = CGSize(width: width ?? (textX + textsSize.width + margins.trailing), height: margins.top + contentHeight + margins.bottom)
        let middle = margins.top + contentHeight / 2

        let image = CGRect(x: margins.leading + (imageRoom.width - imageSize.width) / 2, y: middle - imageSize.height / 2,
                           width: imageSize.width, height: imageSize.height)
        let text: CGRect, secondary: CGRect
        if sideBySide {
            text = CGRect(x: textX, y: middle - textSize.height / 2, width: textSize.width, height: textSize.height)
            secondary = CGRect(x: size.width - margins.trailing - secondarySize.width, y: middle - secondarySize.height / 2,
                               width: secondarySize.width, height: secondarySize.height)
        } else {
            let top = middle - textsSize.height / 2
            let textWidth = width == nil ? textSize.width : available
            text = CGRect(x: textX, y: top, width: textWidth, height: textSize.height)
            secondary = CGRect(x: textX, y: top + textSize.height + gap, width: width == nil ? secondarySize.width : available,
                               height: secondarySize.height)
        }
        return (mirrored(image, in: size.width), mirrored(text, in: size.width), mirrored(secondary, in: size.width), size)
    }

    /// The configuration's margins, widened along the preserved axes to reach the superview's margins, so a row's
    /// content lines up with its cell's.
    private var effectiveMargins: NSDirectionalEdgeInsets {
        var margins = listConfiguration.directionalLayoutMargins
        guard let superview else { return margins }
        let inherited = superview.directionalLayoutMargins, axes = listConfiguration.axesPreservingSuperviewLayoutMargins
        if axes.contains(.horizontal) {
            margins.leading = max(margins.leading, inherited.leading - frame.minX)
            margins.trailing = max(margins.trailing, inherited.trailing - (superview.bounds.width - frame.maxX))
        }
        if axes.contains(.vertical) {
            margins.top = max(margins.top, inherited.top - frame.minY)
            margins.bottom = max(margins.bottom, inherited.bottom - (superview.bounds.height - frame.maxY))
        }
        return margins
    }

    /// The label's size for its text wrapped at `width`; nothing for a hidden label.
    private func measure(_ label: UILabel, width: CGFloat) -> CGSize {
        guard !label.isHidden else { return .zero }
        let fitted = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: min(fitted.width, width), height: fitted.height)
    }

    /// Leading is on the right in right-to-left layouts.
    private func mirrored(_ rect: CGRect, in width: CGFloat) -> CGRect {
        guard traitCollection.layoutDirection == .rightToLeft else { return rect }
        return CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = arrangement(width: bounds.width)
        imageView.frame = frames.image
        textLabel.frame = frames.text
        secondaryTextLabel.frame = frames.secondary
        if translatesAutoresizingMaskIntoConstraints, bounds.width != intrinsicWrapWidth {
            intrinsicWrapWidth = bounds.width
            invalidateIntrinsicContentSize()
        }
    }

    /// The view placed by constraints wraps its texts at the width the engine solved, as a label does.
    package override func layoutEngineDidChangeWidth(to width: CGFloat) {
        guard !translatesAutoresizingMaskIntoConstraints, width != intrinsicWrapWidth else { return }
        intrinsicWrapWidth = width
        updateContentConstraints()
    }

    /// The size for `size`'s width, the texts wrapping to it; a width of 0 asks how wide the content would be.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let natural = arrangement(width: nil).size
        guard size.width > 0, size.width < natural.width else { return natural }
        return arrangement(width: size.width).size
    }

    open override var intrinsicContentSize: CGSize {
        let natural = arrangement(width: nil).size
        guard intrinsicWrapWidth > 0, intrinsicWrapWidth < natural.width else { return natural }
        return CGSize(width: natural.width, height: arrangement(width: intrinsicWrapWidth).size.height)
    }

    /// With a required width, the height the texts need at that width, as a self-sizing cell asks for it.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        guard horizontalFittingPriority >= .required, constraints.isEmpty else {
            return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                 verticalFittingPriority: verticalFittingPriority)
        }
        let height = arrangement(width: targetSize.width).size.height
        return CGSize(width: targetSize.width, height: verticalFittingPriority >= .required ? targetSize.height : height)
    }
}
