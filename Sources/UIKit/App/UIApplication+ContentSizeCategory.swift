import Foundation

extension UIApplication {
    /// The text size the user prefers, which windows' traits carry: Large unless the desktop was started with
    /// `CASEMENT_CONTENT_SIZE`.
    ///
    /// On iOS only the Settings app changes it. Linux has no such setting, so it can be set here: an app's own text
    /// size setting, and tests, set it. Setting another category tells every window's views and controllers of the
    /// new traits at the next update cycle (`traitCollectionDidChange(_:)`, fonts that adjust, layout) and posts
    /// `UIContentSizeCategory.didChangeNotification`.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { .preferred }
        set {
            guard newValue.step != nil else {
                return reportMisuse("UIApplication.preferredContentSizeCategory: \(newValue.rawValue) is not a text size; it stays \(UIContentSizeCategory.preferred.rawValue).")
            }
            guard newValue != .preferred else { return }
            UIContentSizeCategory.preferred = newValue
            for window in windows { window.traitsDidChange() }
            NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: self,
                                            userInfo: [UIContentSizeCategory.newValueUserInfoKey: newValue])
        }
    }
}
