/// How a transition replaces a layer's old look with its new one.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The old look fades out as the new one fades in.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new look slides in over the old one.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new look slides in as it pushes the old one out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old look slides out, uncovering the new one.
    public static let reveal = CATransitionType(rawValue: "reveal")
    /// The layer turns over like a card to show the new look on its back, about the axis its subtype crosses
    /// (Apple's unlisted "oglFlip", drawn here flat, without perspective).
    package static let flip = CATransitionType(rawValue: "oglFlip")
}
