import CoreGraphics

/// The display the app's windows are on: a device-sized screen in tests and screenshots, the window itself on the desktop.
@preconcurrency @MainActor
open class UIScreen: NSObject, UITraitEnvironment {
    /// The screen's rectangle, in points.
    open internal(set) var bounds: CGRect
    /// Pixels per point.
    open internal(set) var scale: CGFloat

    /// The screen the app runs on; on the desktop, its size and scale follow the window.
    public static var main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1) {
        willSet { UIApplication.existing?.screenWillChange(to: newValue) }
        didSet {
            ImageAssets.preferredScale = main.scale
            UIDevice.current.screenDidChange(from: oldValue)
            UIApplication.existing?.screenDidChange(from: oldValue)
        }
    }

    /// A screen of `bounds` points at `scale` pixels per point, for headless windows and screenshots.
    public init(bounds: CGRect, scale: CGFloat) {
        let finite = [bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height].allSatisfy(\.isFinite)
        if !finite { reportMisuse("UIScreen: bounds \(bounds) are not finite; using an empty screen.") }
        if !(scale.isFinite && scale > 0) { reportMisuse("UIScreen: the scale must be a number greater than 0, not \(scale); using 1.") }
        self.bounds = finite ? bounds : .zero
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        super.init()
    }

    /// The device this screen stands in for, and whether it is turned sideways; nil for a desktop window's screen.
    package var device: (preset: DevicePreset, landscape: Bool)?

    open var nativeScale: CGFloat { scale }

    /// The screen's coordinates as the interface is turned: its `bounds`.
    open var coordinateSpace: any UICoordinateSpace { spaces.current }

    /// The screen's coordinates portrait up, as the device was made, whichever way the interface is turned.
    open var fixedCoordinateSpace: any UICoordinateSpace { spaces.fixed }

    private lazy var spaces = (current: ScreenCoordinateSpace(screen: self, fixed: false), fixed: ScreenCoordinateSpace(screen: self, fixed: true))

    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The appearance of windows that do not override it: light, unless the app's Info.plist forces one
    /// (`UIUserInterfaceStyle`) or `CASEMENT_APPEARANCE` stands in for the system's setting.
    package static var defaultInterfaceStyle: UIUserInterfaceStyle = .light

    /// A screen's traits follow its size by the desktop rule (see `UITraitCollection`), in the default appearance.
    open var traitCollection: UITraitCollection {
        traits(size: bounds.size, style: .unspecified)
    }

    /// The traits of a window `size` points big on this screen: the device's when it stands in for one, otherwise
    /// by the desktop rule.
    package func traits(size: CGSize, style: UIUserInterfaceStyle) -> UITraitCollection {
        let style = style == .unspecified ? Self.defaultInterfaceStyle : style
        let traits = device.map { $0.preset.traits(landscape: $0.landscape, style: style) } ?? .environment(size: size, scale: scale, style: style)
        return contentSizeCategory.map { UITraitCollection(traitsFrom: [traits, UITraitCollection(preferredContentSizeCategory: $0)]) } ?? traits
    }

    /// The text size this screen's windows carry instead of the app's, for a test that stands in for a device set to
    /// another size (`UIScreen.device(_:contentSizeCategory:)`).
    package var contentSizeCategory: UIContentSizeCategory?

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
