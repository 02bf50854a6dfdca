/// What a key-value observer is sent: the new value, the old one, a notification when observing starts, and one
/// before each change.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The change carries the value after it.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the value before it.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The observer is sent a notification at once, when it starts observing.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The observer is also sent a notification before each change.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}
