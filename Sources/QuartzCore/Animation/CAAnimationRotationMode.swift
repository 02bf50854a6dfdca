/// Whether a layer animated along a path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The layer turns to face along the path.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer turns to face back along the path.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
