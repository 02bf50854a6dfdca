import CoreGraphics

extension UIImage {
    /// A system image: the SF Symbol name drawn with the icon that stands for it (`Assets/Symbols`), at body text's
    /// size and regular weight. Nil for a name no icon stands for, as for a name iOS does not know.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system image drawn with `configuration`: its size, weight, scale and colors, and its traits' content size
    /// category, scale and layout direction.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard let entry = SymbolCatalog.entry(named: name) else { return nil }
        let symbolConfiguration = SymbolConfiguration.unspecified.applying(configuration)
        let drawn = Self.draw(entry, with: symbolConfiguration)
        self.init(cgImage: drawn.image.cgImage, scale: drawn.image.scale,
                  renderingMode: symbolConfiguration.colors == nil || symbolConfiguration.colors == .multicolor ? .automatic : .alwaysOriginal,
                  symbol: Symbol(name: name, configuration: symbolConfiguration), baseline: drawn.baseline)
    }

    /// A system image for `traitCollection`: its content size category, scale and layout direction.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: traitCollection.map { SymbolConfiguration.unspecified.withTraitCollection($0) })
    }

    /// Whether `init(systemName:)` made the image.
    public var isSymbolImage: Bool { symbol != nil }

    /// The configuration a system image was drawn with; nil for other images.
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// The configuration the image was made with: a system image's; nil for other images.
    public var configuration: Configuration? { symbol?.configuration }

    /// A system image drawn again with `configuration` over its own; any other image as it is.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbol else { return self }
        let image = UIImage(systemName: symbol.name, withConfiguration: symbol.configuration.applying(configuration)) ?? self
        return renderingMode == .automatic ? image : image.withRenderingMode(renderingMode)
    }

    /// A system image drawn again with `configuration` over its own; nil for any other image, as on iOS.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        symbol == nil ? nil : withConfiguration(configuration)
    }

    /// The image's shape in `color`, drawn in that color from now on.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The image's shape (its opaque pixels) in `color`, with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        guard let cgImage else { return self }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let tinted = UIGraphicsImageRenderer(size: size, format: format).image { context in
            let bounds = CGRect(origin: .zero, size: size)
            context.cgContext.drawUpright(cgImage, in: bounds)
            context.cgContext.setBlendMode(.sourceIn)
            context.cgContext.setFillColor(color.resolvedColor(with: .current).cgColor)
            context.cgContext.fill(bounds)
        }
        return UIImage(cgImage: tinted.cgImage, scale: scale, renderingMode: renderingMode, symbol: symbol,
                       baseline: hasBaseline ? baselineOffsetFromBottom : nil)
    }

    /// Inter's capital height, as a share of the point size: a symbol is centered on the capitals of its size's text.
    private static let capHeightRatio: CGFloat = 0.7275

    /// Draws `entry`'s icon in a square a fifth larger than the point size (scaled by the symbol scale), with strokes
    /// as wide as the weight asks, and returns it with its baseline.
    private static func draw(_ entry: SymbolCatalog.Entry, with configuration: SymbolConfiguration) -> (image: UIImage, baseline: CGFloat) {
        let traits = configuration.traitCollection
        let displayScale = (traits?.displayScale ?? 0) > 0 ? traits!.displayScale : ImageAssets.preferredScale
        let pointSize = configuration.resolvedPointSize(in: traits)
        let side = max(1, (pointSize * 1.2 * configuration.scale.factor * displayScale).rounded()) / displayScale
        let (primary, secondary) = colors(of: configuration, traits: traits)
        let mirrored = entry.mirrorsRightToLeft && traits?.layoutDirection == .rightToLeft
        let format = UIGraphicsImageRendererFormat()
        format.scale = displayScale
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
            let ctx = context.cgContext
            ctx.scaleBy(x: side / 24, y: side / 24)
            if mirrored {
                ctx.translateBy(x: 24, y: 0)
                ctx.scaleBy(x: -1, y: 1)
            }
            ctx.setLineWidth(configuration.resolvedWeight.strokeWidth)
            ctx.setLineCap(.round)
            ctx.setLineJoin(.round)
            // The filled outline first, then the marks on it: in the primary color, or cut out when both are one color.
            for (index, element) in entry.icon.elements.enumerated() where entry.filled.contains(index) {
                ctx.setFillColor(secondary)
                ctx.setStrokeColor(secondary)
                ctx.addPath(element.path)
                ctx.drawPath(using: .fillStroke)
            }
            for (index, element) in entry.icon.elements.enumerated() where !entry.filled.contains(index) && !entry.omitted.contains(index) {
                let cutsOut = entry.knockedOut.contains(index) && primary == secondary
                ctx.setBlendMode(cutsOut ? .clear : .normal)
                ctx.setFillColor(primary)
                ctx.setStrokeColor(primary)
                ctx.addPath(element.path)
                ctx.drawPath(using: element.isFilled ? .fill : .stroke)
            }
        }
        return (image, side / 2 - capHeightRatio * pointSize / 2)
    }

    /// The colors of the primary layer and of the secondary one (a `.fill` name's filled outline): black for a
    /// template, which views tint.
    private static func colors(of configuration: SymbolConfiguration, traits: UITraitCollection?) -> (CGColor, CGColor) {
        let resolve = { (color: UIColor) in color.resolvedColor(with: traits ?? .current).cgColor }
        switch configuration.colors {
        case nil, .multicolor?:
            return (UIColor.black.cgColor, UIColor.black.cgColor)
        case .hierarchical(let color)?:
            return (resolve(color), resolve(color.withAlphaComponent(color.cgColor.alpha * 0.5)))
        case .palette(let colors)?:
            return (resolve(colors[0]), resolve(colors.count > 1 ? colors[1] : colors[0]))
        }
    }
}
