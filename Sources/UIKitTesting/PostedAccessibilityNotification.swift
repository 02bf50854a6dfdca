import UIKit

/// A notification an app posted to assistive technologies, as `UIAccessibility.post(notification:argument:)` got it.
public struct PostedAccessibilityNotification {
    /// What the app said changed.
    public let notification: UIAccessibility.Notification
    /// The element, string or description posted with it.
    public let argument: Any?
}
