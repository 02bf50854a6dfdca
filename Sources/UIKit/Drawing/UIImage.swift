import CoreGraphics
import Foundation
import Synchronization

/// An object that manages image data: a bitmap and the scale it was made for.
open class UIImage: NSObject, @unchecked Sendable {
    public let cgImage: CGImage?
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    public var imageOrientation: Orientation { .up }
    /// The system image's name and configuration, for an image `init(systemName:)` made.
    package let symbol: Symbol?
    private let baseline: CGFloat?
    /// Whether the image is drawn mirrored in a right-to-left interface.
    public let flipsForRightToLeftLayoutDirection: Bool

    /// What a system image is: its name and the configuration it was drawn with.
    package struct Symbol: @unchecked Sendable {
        let name: String
        let configuration: SymbolConfiguration
    }
    /// A string that identifies the image to UI tests (`UIAccessibilityIdentification`); a segment showing the image
    /// is named by it.
    open var accessibilityIdentifier: String?
    /// What VoiceOver says for the image; an image view or a segment showing it without a label of its own says it.
    open var accessibilityLabel: String?

    public init(cgImage: CGImage) {
        self.cgImage = cgImage
        self.scale = 1
        self.renderingMode = .automatic
        symbol = nil
        baseline = nil
        flipsForRightToLeftLayoutDirection = false
        super.init()
    }

    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = Self.validScale(scale)
        self.renderingMode = .automatic
        symbol = nil
        baseline = nil
        flipsForRightToLeftLayoutDirection = false
        super.init()
    }

    /// An empty image, of size zero.
    public convenience override init() {
        self.init(cgImage: nil, scale: 1, renderingMode: .automatic)
    }

    package init(cgImage: CGImage?, scale: CGFloat, renderingMode: RenderingMode, symbol: Symbol? = nil, baseline: CGFloat? = nil,
                 flipsForRightToLeft: Bool = false) {
        self.cgImage = cgImage
        self.scale = scale
        self.renderingMode = renderingMode
        self.symbol = symbol
        self.baseline = baseline
        flipsForRightToLeftLayoutDirection = flipsForRightToLeft
        super.init()
    }

    /// A copy with some of the image's properties changed.
    private func copy(renderingMode: RenderingMode? = nil, baseline: CGFloat?? = nil, flipsForRightToLeft: Bool? = nil) -> UIImage {
        UIImage(cgImage: cgImage, scale: scale, renderingMode: renderingMode ?? self.renderingMode, symbol: symbol,
                baseline: baseline ?? self.baseline, flipsForRightToLeft: flipsForRightToLeft ?? flipsForRightToLeftLayoutDirection)
    }

    /// A copy that is drawn mirrored in a right-to-left interface, as arrows pointing forward are.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        copy(flipsForRightToLeft: true)
    }

    /// Decodes PNG, JPEG or another format SDL2_image reads.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = Platform.imageCodec.decode(data) else { return nil }
        self.init(cgImage: image, scale: Self.validScale(scale), renderingMode: .automatic)
    }

    /// `scale`, or 1 for a scale that is not a number greater than 0, which would give the image no finite size.
    private static func validScale(_ scale: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0 else {
            reportMisuse("UIImage: the scale must be a number greater than 0, not \(scale); using 1.")
            return 1
        }
        return scale
    }

    /// Loads an image file; a name ending in `@2x` or `@3x` sets the scale.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: Self.scale(ofFileAt: path))
    }

    /// Loads the image named `name` from the app's resources: an image set of an asset catalog (`.xcassets`), or a
    /// file, choosing the variant for the main screen's scale and the light appearance.
    ///
    /// The app's resources are `Bundle.main` and the SwiftPM resource
    /// bundles beside the executable, including their immediate subfolders.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image `#imageLiteral(resourceName:)` names; a name no resource has is reported and an empty image stands
    /// in, where iOS traps.
    public required convenience init(imageLiteralResourceName name: String) {
        guard let named = UIImage(named: name), let cgImage = named.cgImage else {
            MisuseReporter.report("UIImage: #imageLiteral(resourceName: \"\(name)\") names no image in the app's resources; an empty image stands in.")
            self.init()
            return
        }
        self.init(cgImage: cgImage, scale: named.scale, orientation: named.imageOrientation)
    }

    /// Loads the image named `name` from `bundle`'s resources (the app's when nil), in the variant for
    /// `traitCollection`: its appearance, idiom and display scale; unspecified traits are the current ones.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let traits = UITraitCollection(traitsFrom: [.current, traitCollection].compactMap { $0 })
        let key = NamedImageKey(name: name, bundlePath: bundle?.bundlePath, scale: traits.displayScale, style: traits.userInterfaceStyle,
                                idiom: traits.userInterfaceIdiom)
        let found: (cgImage: CGImage, scale: CGFloat)?
        if let cached = Self.namedImages.withLock({ $0[key] }) {
            found = cached
        } else {
            found = Self.load(named: name, in: bundle, traits: traits)
            Self.namedImages.withLock { $0[key] = .some(found) }
        }
        guard let found else { return nil }
        self.init(cgImage: found.cgImage, scale: found.scale, orientation: .up)
    }

    /// What a name, a bundle and traits find, as UIKit's image cache keeps it: looking a name up searches folders and
    /// decodes a file, and table cells ask for their images again and again.
    private struct NamedImageKey: Hashable {
        var name: String
        var bundlePath: String?
        var scale: CGFloat
        var style: UIUserInterfaceStyle
        var idiom: UIUserInterfaceIdiom
    }

    private static let namedImages = Mutex<[NamedImageKey: (cgImage: CGImage, scale: CGFloat)?]>([:])

    private static func load(named name: String, in bundle: Bundle?, traits: UITraitCollection) -> (cgImage: CGImage, scale: CGFloat)? {
        let directories = ResourceDirectories.directories(of: bundle)
        if let image = AssetCatalog.image(named: name, in: directories, traits: traits), let cgImage = image.cgImage {
            return (cgImage, image.scale)
        }
        guard let path = ImageAssets.path(forImageNamed: name, preferredScale: traits.displayScale, in: directories),
              let image = UIImage(contentsOfFile: path), let cgImage = image.cgImage else { return nil }
        return (cgImage, image.scale)
    }

    /// Loads the image named `name` from `bundle`'s resources for `configuration`'s traits.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(named: name, in: bundle, compatibleWith: configuration?.traitCollection)
    }

    /// The image's size in points: pixels divided by scale.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// A copy drawn as a template (a shape in the tint color) or always in its own colors.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode)
    }

    /// Whether views draw the image as a shape in their tint color: a template image, or a system image drawn
    /// automatically without colors of its own.
    package var rendersAsTemplate: Bool {
        renderingMode == .alwaysTemplate || renderingMode == .automatic && symbol != nil && symbol?.configuration.colors == nil
    }

    /// Whether the image has a baseline to line up with text: system images do.
    public var hasBaseline: Bool { baseline != nil }

    /// The distance from the image's bottom up to its baseline, in points; 0 without a baseline.
    public var baselineOffsetFromBottom: CGFloat { baseline ?? 0 }

    /// A copy whose baseline is `baselineOffset` points above its bottom.
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        copy(baseline: .some(baselineOffset))
    }

    /// A copy without a baseline.
    public func imageWithoutBaseline() -> UIImage {
        copy(baseline: .some(nil))
    }

    public func pngData() -> Data? { cgImage?.pngData() }

    public func jpegData(compressionQuality: CGFloat) -> Data? {
        var quality = compressionQuality
        if quality.isNaN {
            reportMisuse("UIImage.jpegData: the compression quality is not a number; using 1 (the least compression).")
            quality = 1
        }
        return cgImage.flatMap { Platform.imageCodec.jpegData(from: $0, quality: quality) }
    }

    /// Draws the image, upright, into the current graphics context.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let cgImage, let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        ctx.drawUpright(cgImage, in: rect)
        ctx.restoreGState()
    }

    private static func scale(ofFileAt path: String) -> CGFloat {
        let stem = (path as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}
