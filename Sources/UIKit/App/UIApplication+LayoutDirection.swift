import Foundation

extension UIApplication {
    /// The direction of the language the app runs in: the first of the user's languages the app is localized for.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        let language = Bundle.main.preferredLocalizations.first ?? "en"
        return Locale.Language(identifier: language).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
