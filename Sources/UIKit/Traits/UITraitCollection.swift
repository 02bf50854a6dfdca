import CoreGraphics
import Foundation

/// The traits that describe an interface's environment: appearance, scale, size classes and idiom.
///
/// Immutable and usable from any thread, as on iOS. Assets such as asset-catalog images and colors resolve against
/// a trait collection; unspecified traits match any variant.
public final class UITraitCollection: NSObject, NSCopying, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Left to right wherever it is specified: text is laid out left to right here.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let displayGamut: UIDisplayGamut
    /// Whether the screen senses touch pressure: unavailable on every screen here, unknown where unspecified.
    public let forceTouchCapability: UIForceTouchCapability

    private init(style: UIUserInterfaceStyle = .unspecified, scale: CGFloat = 0, horizontal: UIUserInterfaceSizeClass = .unspecified,
                 vertical: UIUserInterfaceSizeClass = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified,
                 direction: UITraitEnvironmentLayoutDirection = .unspecified, category: UIContentSizeCategory = .unspecified,
                 gamut: UIDisplayGamut = .unspecified, forceTouch: UIForceTouchCapability = .unknown) {
        userInterfaceStyle = style
        displayScale = scale
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        layoutDirection = direction
        preferredContentSizeCategory = category
        displayGamut = gamut
        forceTouchCapability = forceTouch
        super.init()
    }

    /// A collection with every trait unspecified.
    public override convenience init() { self.init(style: .unspecified) }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }

    public convenience init(displayScale scale: CGFloat) { self.init(scale: scale) }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }

    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(idiom: idiom) }

    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(category: preferredContentSizeCategory) }

    public convenience init(displayGamut: UIDisplayGamut) { self.init(gamut: displayGamut) }

    public convenience init(forceTouchCapability capability: UIForceTouchCapability) { self.init(forceTouch: capability) }

    /// The traits of a window or screen `size` points big at `scale`, by the desktop rule (README): regular width
    /// from 678 points, compact height below 500, the idiom `UIDevice` reports, light, the app's layout direction
    /// and content size category, sRGB.
    package static func environment(size: CGSize, scale: CGFloat, style: UIUserInterfaceStyle) -> UITraitCollection {
        UITraitCollection(style: style == .unspecified ? .light : style, scale: scale,
                          horizontal: size.width >= 678 ? .regular : .compact, vertical: size.height < 500 ? .compact : .regular,
                          idiom: min(size.width, size.height) < 600 ? .phone : .pad,
                          direction: UIApplication.appLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                          category: UIContentSizeCategory.preferred, gamut: .SRGB, forceTouch: .unavailable)
    }

    /// These traits with the interface style replaced, unless `style` is unspecified.
    package func overriding(style: UIUserInterfaceStyle) -> UITraitCollection {
        style == .unspecified || style == userInterfaceStyle ? self : UITraitCollection(traitsFrom: [self, UITraitCollection(userInterfaceStyle: style)])
    }

    /// These traits with the content size category kept within `limits`, as a view's minimum and maximum say; an
    /// unspecified category stays unspecified.
    package func limitingContentSize(to limits: (minimum: UIContentSizeCategory?, maximum: UIContentSizeCategory?)?) -> UITraitCollection {
        guard let limits, preferredContentSizeCategory != .unspecified else { return self }
        var category = preferredContentSizeCategory
        if let minimum = limits.minimum, category < minimum { category = minimum }
        if let maximum = limits.maximum, category > maximum { category = maximum }
        return category == preferredContentSizeCategory ? self : UITraitCollection(traitsFrom: [self, UITraitCollection(preferredContentSizeCategory: category)])
    }

    /// The traits of `traitCollections` combined; a specified trait of a later collection wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ trait: KeyPath<UITraitCollection, T>, unspecified: T) -> T {
            traitCollections.last { $0[keyPath: trait] != unspecified }?[keyPath: trait] ?? unspecified
        }
        self.init(style: last(\.userInterfaceStyle, unspecified: .unspecified), scale: last(\.displayScale, unspecified: 0),
                  horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
                  vertical: last(\.verticalSizeClass, unspecified: .unspecified), idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
                  direction: last(\.layoutDirection, unspecified: .unspecified),
                  category: last(\.preferredContentSizeCategory, unspecified: .unspecified), gamut: last(\.displayGamut, unspecified: .unspecified),
                  forceTouch: last(\.forceTouchCapability, unspecified: .unknown))
    }

    /// Whether every trait `traitCollection` specifies has the same value here.
    public func containsTraits(in traitCollection: UITraitCollection?) -> Bool {
        guard let other = traitCollection else { return true }
        return (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
            && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
            && (other.preferredContentSizeCategory == .unspecified || other.preferredContentSizeCategory == preferredContentSizeCategory)
            && (other.displayGamut == .unspecified || other.displayGamut == displayGamut)
            && (other.forceTouchCapability == .unknown || other.forceTouchCapability == forceTouchCapability)
    }

    /// Whether dynamic colors may resolve differently in `traitCollection`: its interface style differs.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    /// The traits that drawing and asset lookups use on this thread: those of the view being drawn while UIKit draws
    /// it, otherwise the light appearance at the main screen's scale. Setting it changes it for this thread.
    public static var current: UITraitCollection {
        get { currentOnThisThread ?? UITraitCollection(style: .light, scale: ImageAssets.preferredScale) }
        set { currentOnThisThread = newValue }
    }

    /// Each thread's current traits, in a POSIX thread-specific slot that holds a retained reference: every dynamic
    /// color drawn reads it, and Foundation's thread dictionary is many times slower to read.
    private static let currentSlot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<UITraitCollection>.fromOpaque(pointer).release() }
        }
        return key
    }()

    private static var currentOnThisThread: UITraitCollection? {
        get { pthread_getspecific(currentSlot).map { Unmanaged<UITraitCollection>.fromOpaque($0).takeUnretainedValue() } }
        set {
            let old = pthread_getspecific(currentSlot)
            pthread_setspecific(currentSlot, newValue.map { Unmanaged.passRetained($0).toOpaque() })
            if let old { Unmanaged<UITraitCollection>.fromOpaque(old).release() }
        }
    }

    /// Runs `actions` with these traits as `current`, then restores the ones before.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = Self.currentOnThisThread
        Self.currentOnThisThread = self
        defer { Self.currentOnThisThread = previous }
        try actions()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return containsTraits(in: other) && other.containsTraits(in: self)
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(layoutDirection)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(displayGamut)
        hasher.combine(forceTouchCapability)
        return hasher.finalize()
    }
}
