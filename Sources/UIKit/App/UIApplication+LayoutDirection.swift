import Foundation

extension UIApplication {
    /// The direction of the language the app runs in: the first of the user's languages the app is localized for,
    /// or right to left when the app is launched with `-NSForceRightToLeftWritingDirection YES` (Xcode's
    /// right-to-left pseudolanguage passes it; the demo's `--rtl` sets it).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { Self.appLayoutDirection }

    /// Read once, at the first layout that asks: the app's direction does not change while it runs.
    package nonisolated static let appLayoutDirection: UIUserInterfaceLayoutDirection = {
        if UserDefaults.standard.bool(forKey: "NSForceRightToLeftWritingDirection") { return .rightToLeft }
        let language = Bundle.main.preferredLocalizations.first ?? "en"
        return Locale.Language(identifier: language).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }()
}
