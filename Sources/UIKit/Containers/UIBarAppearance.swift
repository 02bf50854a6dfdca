import Foundation

/// What a bar's background looks like: its color and the hairline shadow along its edge.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    /// The hairline along the bar's edge that meets the content; nil or clear hides it.
    open var shadowColor: UIColor?
    /// An image drawn in the hairline's place, at its own height; it takes precedence over `shadowColor`.
    open var shadowImage: UIImage?
    /// The blur iOS puts under the background color; here bars approximate the default chrome material with their
    /// color, so it is kept for code that reads it.
    open var backgroundEffect: UIBlurEffect?
    /// The kind of device the appearance is for; the current device's unless given.
    public let idiom: UIUserInterfaceIdiom

    public required override convenience init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background settings.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        copyBackground(from: barAppearance)
    }

    /// The system's look: the bar's background color with a separator-colored hairline.
    open func configureWithDefaultBackground() {
        backgroundColor = .systemBackground
        shadowColor = .separator
        (backgroundImage, shadowImage, backgroundEffect) = (nil, nil, UIBlurEffect(style: .systemChromeMaterial))
    }

    /// An opaque background in the system background color, with the hairline.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = .separator
        (backgroundImage, shadowImage, backgroundEffect) = (nil, nil, nil)
    }

    /// No background and no hairline: the content shows through the bar.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = .clear
        (backgroundImage, shadowImage, backgroundEffect) = (nil, nil, nil)
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        type(of: self).init(barAppearance: self)
    }

    func copyBackground(from other: UIBarAppearance) {
        (backgroundColor, backgroundImage, shadowColor, shadowImage)
            = (other.backgroundColor, other.backgroundImage, other.shadowColor, other.shadowImage)
        backgroundEffect = other.backgroundEffect
    }
}
