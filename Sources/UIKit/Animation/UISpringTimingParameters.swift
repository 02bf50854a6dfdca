import Foundation

/// A spring for a property animator: a damping ratio that settles within the animator's duration, or a mass,
/// stiffness and damping whose own settling time sets the duration. The initial velocity is in units of the
/// whole change per second.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    public let initialVelocity: CGVector
    /// The damping ratio; for the mass-stiffness-damping form, the ratio those give.
    public let dampingRatio: CGFloat
    /// The spring's physical constants when given; nil for the damping-ratio forms.
    let physics: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?

    /// A critically damped spring.
    public override convenience init() {
        self.init(dampingRatio: 1)
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        (dampingRatio, initialVelocity, physics) = (ratio, velocity, nil)
        super.init()
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let ratio = damping / (2 * (max(stiffness, 1e-9) * max(mass, 1e-9)).squareRoot())
        (dampingRatio, initialVelocity, physics) = (ratio, velocity, (mass, stiffness, damping))
        super.init()
    }

    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    open func encode(with coder: NSCoder) {}

    open func copy(with zone: NSZone? = nil) -> Any {
        if let physics {
            return UISpringTimingParameters(mass: physics.mass, stiffness: physics.stiffness, damping: physics.damping, initialVelocity: initialVelocity)
        }
        return UISpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: initialVelocity)
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}
