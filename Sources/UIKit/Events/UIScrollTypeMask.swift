/// The kinds of scroll input a pan gesture recognizer follows besides touches.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Notched input: a mouse wheel.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// Smooth input: a trackpad.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
