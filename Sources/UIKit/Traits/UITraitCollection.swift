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

    private init(style: UIUserInterfaceStyle = .unspecified, scale: CGFloat = 0, horizontal: UIUserInterfaceSizeClass = .unspecified,
                 vertical: UIUserInterfaceSizeClass = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified) {
        userInterfaceStyle = style
        displayScale = scale
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        super.init()
    }

    /// A collection with every trait unspecified.
    public override convenience init() { self.init(style: .unspecified) }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }

    public convenience init(displayScale scale: CGFloat) { self.init(scale: scale) }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }

    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(idiom: idiom) }

    /// The traits of `traitCollections` combined; a specified trait of a later collection wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ trait: KeyPath<UITraitCollection, T>, unspecified: T) -> T {
            traitCollections.last { $0[keyPath: trait] != unspecified }?[keyPath: trait] ?? unspecified
        }
        self.init(style: last(\.userInterfaceStyle, unspecified: .unspecified), scale: last(\.displayScale, unspecified: 0),
                  horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
                  vertical: last(\.verticalSizeClass, unspecified: .unspecified), idiom: last(\.userInterfaceIdiom, unspecified: .unspecified))
    }

    /// Whether every trait `traitCollection` specifies has the same value here.
    public func containsTraits(in traitCollection: UITraitCollection?) -> Bool {
        guard let other = traitCollection else { return true }
        return (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
    }

    /// The traits that drawing and asset lookups use when none are given: the light appearance at the main screen's scale.
    public static var current: UITraitCollection {
        UITraitCollection(style: .light, scale: ImageAssets.preferredScale)
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
        return hasher.finalize()
    }
}
