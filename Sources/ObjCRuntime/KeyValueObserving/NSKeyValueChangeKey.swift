/// The keys of the change dictionary `observeValue(forKeyPath:of:change:context:)` receives.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// An `NSKeyValueChange` raw value: the kind of change.
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The value after the change, when observing with `.new` (`NSNull` for nil).
    public static let newKey = NSKeyValueChangeKey("new")
    /// The value before the change, when observing with `.old` (`NSNull` for nil).
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The indexes of a collection's elements that changed.
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// `true` in the notification sent before a change, when observing with `.prior`.
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}
