/// How a keyframe animation computes the values between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight lines between keyframes, at the key times.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each keyframe's value until the next key time, without blending.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Straight lines at an even pace, ignoring key times and timing functions.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Catmull-Rom curve through the keyframes, at the key times.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve through the keyframes at an even pace.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
