import UIKit

/// A device screen to render a view controller on in a snapshot: its size in points, its safe area and its traits,
/// with swift-snapshot-testing's presets and names.
///
/// ```swift
/// assertSnapshot(of: controller, as: .image(on: .iPhone13))
/// assertSnapshot(of: controller, as: .image(on: .iPadPro11(.portrait(splitView: .oneThird))))
/// ```
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    public enum TabletOrientation: Sendable {
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }

        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }

        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    public var safeArea: UIEdgeInsets
    /// The screen's size in points; nil renders at the view's own size.
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    // MARK: Phones: Apple's sizes in points and safe areas (status bar, notch, home indicator)

    /// A phone of `size` points in portrait: the safe area turns with it.
    private static func phone(_ size: CGSize, portrait: UIEdgeInsets, landscape: UIEdgeInsets, _ orientation: Orientation,
                              traits: (Orientation) -> UITraitCollection) -> ViewImageConfig {
        switch orientation {
        case .portrait: ViewImageConfig(safeArea: portrait, size: size, traits: traits(.portrait))
        case .landscape: ViewImageConfig(safeArea: landscape, size: CGSize(width: size.height, height: size.width), traits: traits(.landscape))
        }
    }

    private static let homeButtonSafeArea = (portrait: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscape: UIEdgeInsets.zero)
    private static let notchSafeArea = (portrait: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
                                        landscape: UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
    private static let roundedNotchSafeArea = (portrait: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                                               landscape: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    private static let dynamicIslandSafeArea = (portrait: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                                landscape: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(CGSize(width: 320, height: 568), portrait: homeButtonSafeArea.portrait, landscape: homeButtonSafeArea.landscape,
              orientation, traits: UITraitCollection.iPhoneSe)
    }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(CGSize(width: 375, height: 667), portrait: homeButtonSafeArea.portrait, landscape: homeButtonSafeArea.landscape,
              orientation, traits: UITraitCollection.iPhone8)
    }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(CGSize(width: 414, height: 736), portrait: homeButtonSafeArea.portrait, landscape: homeButtonSafeArea.landscape,
              orientation, traits: UITraitCollection.iPhone8Plus)
    }

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(CGSize(width: 375, height: 812), portrait: notchSafeArea.portrait, landscape: notchSafeArea.landscape,
              orientation, traits: UITraitCollection.iPhoneX)
    }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(CGSize(width: 414, height: 896), portrait: notchSafeArea.portrait, landscape: notchSafeArea.landscape,
              orientation, traits: UITraitCollection.iPhoneXsMax)
    }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(CGSize(width: 414, height: 896), portrait: notchSafeArea.portrait, landscape: notchSafeArea.landscape,
              orientation, traits: UITraitCollection.iPhoneXr)
    }

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(CGSize(width: 390, height: 844), portrait: roundedNotchSafeArea.portrait, landscape: roundedNotchSafeArea.landscape,
              orientation, traits: UITraitCollection.iPhone12)
    }

    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(CGSize(width: 428, height: 926), portrait: roundedNotchSafeArea.portrait, landscape: roundedNotchSafeArea.landscape,
              orientation, traits: UITraitCollection.iPhone12ProMax)
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(CGSize(width: 390, height: 844), portrait: roundedNotchSafeArea.portrait, landscape: roundedNotchSafeArea.landscape,
              orientation, traits: UITraitCollection.iPhone13)
    }

    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(CGSize(width: 375, height: 812), portrait: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
              landscape: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50), orientation, traits: UITraitCollection.iPhone13)
    }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone13(orientation) }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(CGSize(width: 428, height: 926), portrait: roundedNotchSafeArea.portrait, landscape: roundedNotchSafeArea.landscape,
              orientation, traits: UITraitCollection.iPhone13ProMax)
    }

    public static let iPhone15 = ViewImageConfig.iPhone15(.portrait)
    public static func iPhone15(_ orientation: Orientation) -> ViewImageConfig {
        phone(CGSize(width: 393, height: 852), portrait: dynamicIslandSafeArea.portrait, landscape: dynamicIslandSafeArea.landscape,
              orientation, traits: UITraitCollection.iPhone15)
    }

    public static let iPhone15Plus = ViewImageConfig.iPhone15Plus(.portrait)
    public static func iPhone15Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(CGSize(width: 430, height: 932), portrait: dynamicIslandSafeArea.portrait, landscape: dynamicIslandSafeArea.landscape,
              orientation, traits: UITraitCollection.iPhone15Plus)
    }

    public static let iPhone15Pro = ViewImageConfig.iPhone15Pro(.portrait)
    public static func iPhone15Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone15(orientation) }

    public static let iPhone15ProMax = ViewImageConfig.iPhone15ProMax(.portrait)
    public static func iPhone15ProMax(_ orientation: Orientation) -> ViewImageConfig { iPhone15Plus(orientation) }

    // MARK: Tablets: full screen or a Split View share of it

    /// A tablet of `size` points in portrait; `widths` are its Split View shares in landscape (a third, a half, two
    /// thirds) and in portrait (a third, two thirds). Shares narrower than `compactBelow` points are compact.
    private static func tablet(_ size: CGSize, landscapeWidths: (CGFloat, CGFloat, CGFloat), portraitWidths: (CGFloat, CGFloat),
                               safeArea: UIEdgeInsets, compactBelow: CGFloat = 600, _ orientation: TabletOrientation) -> ViewImageConfig {
        let width: CGFloat, height: CGFloat
        switch orientation {
        case let .landscape(split):
            height = size.width
            switch split {
            case .oneThird: width = landscapeWidths.0
            case .oneHalf: width = landscapeWidths.1
            case .twoThirds: width = landscapeWidths.2
            case .full: width = size.height
            }
        case let .portrait(split):
            height = size.height
            switch split {
            case .oneThird: width = portraitWidths.0
            case .twoThirds: width = portraitWidths.1
            case .full: width = size.width
            }
        }
        let traits: UITraitCollection = width < compactBelow ? .iPadCompactSplitView : .iPad
        return ViewImageConfig(safeArea: safeArea, size: CGSize(width: width, height: height), traits: traits)
    }

    private static func tablet(_ orientation: Orientation, _ make: (TabletOrientation) -> ViewImageConfig) -> ViewImageConfig {
        make(orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
    }

    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { tablet(orientation, iPadMini) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(CGSize(width: 768, height: 1024), landscapeWidths: (320, 507, 694), portraitWidths: (320, 438),
               safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), orientation)
    }

    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { tablet(orientation, iPad10_2) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(CGSize(width: 810, height: 1080), landscapeWidths: (320, 535, 750), portraitWidths: (320, 480),
               safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), orientation)
    }

    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { tablet(orientation, iPadPro10_5) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(CGSize(width: 834, height: 1112), landscapeWidths: (320, 551, 782), portraitWidths: (320, 504),
               safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), orientation)
    }

    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { tablet(orientation, iPadPro11) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(CGSize(width: 834, height: 1194), landscapeWidths: (375, 592, 809), portraitWidths: (320, 504),
               safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), orientation)
    }

    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { tablet(orientation, iPadPro12_9) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        // The 12.9-inch iPad is wide enough that half of it in landscape is regular.
        tablet(CGSize(width: 1024, height: 1366), landscapeWidths: (375, 678, 981), portraitWidths: (375, 639),
               safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), compactBelow: 650, orientation)
    }
}
