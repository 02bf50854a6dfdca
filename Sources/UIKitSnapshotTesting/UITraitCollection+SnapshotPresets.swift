import UIKit

/// The traits of the devices `ViewImageConfig` stands for, with swift-snapshot-testing's names: a phone's size
/// classes in each orientation (regular width in landscape for the large phones), and a tablet's full screen or
/// compact Split View share.
extension UITraitCollection {
    /// A phone's traits: compact width and regular height in portrait; compact height in landscape, with a regular
    /// width when `wideInLandscape` (the Plus and Max sizes).
    private static func phone(_ orientation: ViewImageConfig.Orientation, wideInLandscape: Bool,
                              forceTouch: UIForceTouchCapability = .available) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(forceTouchCapability: forceTouch), UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(preferredContentSizeCategory: .medium), UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(horizontalSizeClass: orientation == .landscape && wideInLandscape ? .regular : .compact),
            UITraitCollection(verticalSizeClass: orientation == .landscape ? .compact : .regular),
        ])
    }

    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: false) }
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: false) }
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: true) }
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: false) }
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true, forceTouch: .unavailable)
    }
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: true) }
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: false) }
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: true) }
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: false) }
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: true) }
    public static func iPhone15(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: false, forceTouch: .unavailable)
    }
    public static func iPhone15Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true, forceTouch: .unavailable)
    }

    /// A tablet full screen, or a Split View share wide enough to be regular.
    static let iPad = UITraitCollection(traitsFrom: [
        UITraitCollection(forceTouchCapability: .unavailable), UITraitCollection(layoutDirection: .leftToRight),
        UITraitCollection(preferredContentSizeCategory: .medium), UITraitCollection(userInterfaceIdiom: .pad),
        UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .regular),
    ])

    /// A tablet's Split View share narrow enough to be compact.
    static let iPadCompactSplitView = UITraitCollection(traitsFrom: [iPad, UITraitCollection(horizontalSizeClass: .compact)])

    public static let iPadMini = iPad
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    public static let iPad9_7 = iPad
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    public static let iPad10_2 = iPad
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro10_5 = iPad
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro11 = iPad
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro12_9 = iPad
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView
}
