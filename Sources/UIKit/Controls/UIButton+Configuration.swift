import CoreGraphics

extension UIButton {
    /// Runs a requested configuration update: `updateConfiguration()`, then the handler, whose changes to
    /// `configuration` are drawn as they are set.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate, !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        updateConfiguration()
        configurationUpdateHandler?(self)
    }

    /// The configuration as drawn now: for the current state, unless the app takes states in hand.
    private var shownConfiguration: Configuration? {
        guard let buttonConfiguration else { return nil }
        return automaticallyUpdatesConfiguration ? buttonConfiguration.updated(for: self) : buttonConfiguration
    }

    /// Shows the configuration's views, or the per-state content's.
    func showConfiguredViews(_ configured: Bool) {
        configurationBackground.isHidden = !configured
        backgroundImageView.isHidden = configured
        if !configured {
            subtitleView.isHidden = true
            activityIndicator?.stopAnimating()
        }
    }

    /// Puts the configuration's content, colors and background on the button's views.
    func show(_ configuration: Configuration) {
        let shown = automaticallyUpdatesConfiguration ? configuration.updated(for: self) : configuration
        showConfiguredViews(true)
        let foreground = shown.resolvedForegroundColor(tint: tintColor)
        let background = shown.background
        configurationBackground.backgroundColor = shown.resolvedBackgroundColor(tint: tintColor)
        configurationBackground.layer.borderWidth = background.strokeWidth
        configurationBackground.layer.borderColor = background.strokeWidth > 0 ? background.resolvedStrokeColor(for: tintColor).cgColor : nil
        configurationBackgroundImage.image = background.image
        configurationBackgroundImage.contentMode = background.imageContentMode

        for (label, text, lineBreakMode) in [(titleView, shown.resolvedTitle(foreground: foreground), shown.titleLineBreakMode),
                                             (subtitleView, shown.resolvedSubtitle(foreground: foreground), shown.subtitleLineBreakMode)] {
            label.lineBreakMode = lineBreakMode
            label.attributedText = text
            label.isHidden = text == nil
            label.shadowColor = nil
        }

        // A system button draws plain images as templates, in the foreground color.
        let image = shown.showsActivityIndicator ? nil : shown.image
        imageContentView.image = image?.renderingMode == .automatic ? image?.withRenderingMode(.alwaysTemplate) : image
        imageContentView.preferredSymbolConfiguration = shown.preferredSymbolConfigurationForImage
        imageContentView.tintColor = shown.imageColorTransformer?(foreground) ?? foreground
        imageContentView.alpha = 1
        imageContentView.isHidden = image == nil
        if shown.showsActivityIndicator {
            let indicator = activityIndicator ?? makeActivityIndicator()
            indicator.color = shown.activityIndicatorColorTransformer?(foreground) ?? foreground
            indicator.startAnimating()
        } else {
            activityIndicator?.stopAnimating()
        }
    }

    private func makeActivityIndicator() -> UIActivityIndicatorView {
        let indicator = UIActivityIndicatorView(style: .medium)
        addSubview(indicator)
        activityIndicator = indicator
        return indicator
    }

    // MARK: Layout

    func layoutConfiguredContent() {
        guard let shown = shownConfiguration else { return }
        configurationBackground.frame = bounds.inset(by: edgeInsets(shown.background.backgroundInsets))
        configurationBackground.layer.cornerRadius = shown.resolvedCornerRadius(height: configurationBackground.bounds.height)
        configurationBackground.layer.masksToBounds = shown.background.image != nil
        configurationBackgroundImage.frame = configurationBackground.bounds
        let frames = configuredFrames(of: shown, in: bounds.inset(by: edgeInsets(shown.contentInsets)))
        imageContentView.frame = frames.image
        activityIndicator?.frame = frames.image
        titleView.frame = frames.title
        subtitleView.frame = frames.subtitle
    }

    /// The content and `contentInsets`, rounded up to whole points.
    var configuredContentSize: CGSize {
        guard let shown = shownConfiguration else { return .zero }
        let insets = shown.contentInsets
        let content = configuredFrames(of: shown, in: CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude / 4, height: 0)).group
        return CGSize(width: (content.width + insets.leading + insets.trailing).rounded(.up),
                      height: (content.height + insets.top + insets.bottom).rounded(.up))
    }

    private func edgeInsets(_ insets: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }

    /// The image (or activity indicator) beside, above or below the title and subtitle, by `imagePlacement`,
    /// `imagePadding` between them; the title and subtitle one above the other, `titlePadding` apart, lined up by
    /// `titleAlignment`; the whole group placed in `rect` by the content alignments.
    private func configuredFrames(of configuration: Configuration, in rect: CGRect)
        -> (group: CGRect, image: CGRect, title: CGRect, subtitle: CGRect) {
        let image: CGSize = if let activityIndicator, activityIndicator.isAnimating { activityIndicator.intrinsicContentSize }
            else if imageContentView.isHidden { .zero } else { imageContentView.image == nil ? .zero : imageContentView.intrinsicContentSize }
        var title = titleView.isHidden ? .zero : titleView.sizeThatFits(.zero)
        var subtitle = subtitleView.isHidden ? .zero : subtitleView.sizeThatFits(.zero)
        let hasImage = image != .zero, hasText = title != .zero || subtitle != .zero
        let imagePadding = hasImage && hasText ? configuration.imagePadding : 0
        let titlePadding = title != .zero && subtitle != .zero ? configuration.titlePadding : 0
        let stacked = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
        // Text is cut to the room the image leaves.
        let textRoom = max(0, rect.width - (stacked ? 0 : image.width + imagePadding))
        (title.width, subtitle.width) = (min(title.width, textRoom), min(subtitle.width, textRoom))
        let text = CGSize(width: max(title.width, subtitle.width), height: title.height + titlePadding + subtitle.height)
        let group = stacked
            ? CGSize(width: max(image.width, text.width), height: image.height + imagePadding + text.height)
            : CGSize(width: image.width + imagePadding + text.width, height: max(image.height, text.height))
        let origin = alignedOrigin(of: group, in: rect)

        let imageFirst = configuration.imagePlacement != .trailing && configuration.imagePlacement != .bottom
        let (imageOffset, textOffset) = imageFirst ? (0, (stacked ? image.height : image.width) + imagePadding)
                                                   : ((stacked ? text.height : text.width) + imagePadding, 0)
        let imageFrame = stacked
            ? CGRect(x: origin.x + (group.width - image.width) / 2, y: origin.y + imageOffset, width: image.width, height: image.height)
            : CGRect(x: origin.x + imageOffset, y: origin.y + (group.height - image.height) / 2, width: image.width, height: image.height)
        let textOrigin = stacked
            ? CGPoint(x: origin.x + (group.width - text.width) / 2, y: origin.y + textOffset)
            : CGPoint(x: origin.x + textOffset, y: origin.y + (group.height - text.height) / 2)

        let alignment = configuration.titleAlignment == .automatic ? (stacked ? .center : .leading) : configuration.titleAlignment
        func lineX(_ width: CGFloat) -> CGFloat {
            switch alignment {
            case .center: textOrigin.x + (text.width - width) / 2
            case .trailing: textOrigin.x + text.width - width
            case .leading, .automatic: textOrigin.x
            }
        }
        let titleFrame = CGRect(x: lineX(title.width), y: textOrigin.y, width: title.width, height: title.height)
        let subtitleFrame = CGRect(x: lineX(subtitle.width), y: titleFrame.maxY + titlePadding, width: subtitle.width, height: subtitle.height)
        return (CGRect(origin: origin, size: group), imageFrame, titleFrame, subtitleFrame)
    }
}
