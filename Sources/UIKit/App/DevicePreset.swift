import CoreGraphics

/// A device whose screen a window can stand in for: Apple's published sizes, scales, safe areas and size classes.
package struct DevicePreset: Sendable, Equatable {
    package var name: String
    /// Points, in portrait.
    package var size: CGSize
    package var scale: CGFloat
    package var idiom: UIUserInterfaceIdiom
    package var portraitSafeArea: UIEdgeInsets
    package var landscapeSafeArea: UIEdgeInsets
    /// Horizontal and vertical size classes in portrait and in landscape.
    package var portraitClasses: (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)
    package var landscapeClasses: (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)

    package static func == (a: DevicePreset, b: DevicePreset) -> Bool { a.name == b.name }

    package static let all: [DevicePreset] = [
        DevicePreset(name: "iPhone SE (3rd generation)", size: CGSize(width: 375, height: 667), scale: 2, idiom: .phone,
                     portraitSafeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero,
                     portraitClasses: (.compact, .regular), landscapeClasses: (.compact, .compact)),
        DevicePreset(name: "iPhone 15", size: CGSize(width: 393, height: 852), scale: 3, idiom: .phone,
                     portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                     landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                     portraitClasses: (.compact, .regular), landscapeClasses: (.compact, .compact)),
        DevicePreset(name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932), scale: 3, idiom: .phone,
                     portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                     landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                     portraitClasses: (.compact, .regular), landscapeClasses: (.regular, .compact)),
        DevicePreset(name: "iPad Pro 11-inch", size: CGSize(width: 834, height: 1194), scale: 2, idiom: .pad,
                     portraitSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                     landscapeSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                     portraitClasses: (.regular, .regular), landscapeClasses: (.regular, .regular)),
        DevicePreset(name: "iPad Pro 12.9-inch", size: CGSize(width: 1024, height: 1366), scale: 2, idiom: .pad,
                     portraitSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                     landscapeSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                     portraitClasses: (.regular, .regular), landscapeClasses: (.regular, .regular)),
    ]

    /// A screen of `size` points at `scale` with `safeArea`, and the idiom and size classes `traits` give (a phone
    /// in portrait where it gives none): what a snapshot test describes a device by.
    package static func custom(size: CGSize, scale: CGFloat, safeArea: UIEdgeInsets, traits: UITraitCollection) -> DevicePreset {
        let idiom = traits.userInterfaceIdiom == .unspecified ? UIUserInterfaceIdiom.phone : traits.userInterfaceIdiom
        let classes = (horizontal: traits.horizontalSizeClass == .unspecified ? UIUserInterfaceSizeClass.compact : traits.horizontalSizeClass,
                       vertical: traits.verticalSizeClass == .unspecified ? UIUserInterfaceSizeClass.regular : traits.verticalSizeClass)
        return DevicePreset(name: "\(Int(size.width))x\(Int(size.height))@\(Int(scale))x", size: size, scale: scale, idiom: idiom,
                            portraitSafeArea: safeArea, landscapeSafeArea: safeArea, portraitClasses: classes, landscapeClasses: classes)
    }

    /// The preset called `name`, ignoring case; "iPhone SE" names the third generation.
    package static func named(_ name: String) -> DevicePreset? {
        all.first { $0.name.lowercased() == name.lowercased() || $0.name.lowercased().hasPrefix(name.lowercased() + " (") }
    }

    /// The screen of this device, turned sideways when `landscape`.
    @MainActor
    package func screen(landscape: Bool) -> UIScreen {
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: landscape ? CGSize(width: size.height, height: size.width) : size), scale: scale)
        screen.device = (self, landscape)
        return screen
    }

    /// The traits of the device's screen in the orientation, with `style`.
    package func traits(landscape: Bool, style: UIUserInterfaceStyle) -> UITraitCollection {
        let classes = landscape ? landscapeClasses : portraitClasses
        return UITraitCollection(traitsFrom: [
            .environment(size: size, scale: scale, style: style), UITraitCollection(horizontalSizeClass: classes.horizontal),
            UITraitCollection(verticalSizeClass: classes.vertical), UITraitCollection(userInterfaceIdiom: idiom),
        ])
    }
}
