import Foundation
import QuartzCore

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

    /// A spring described as iOS 17 describes one: `duration` is how long it seems to take and `bounce` how much
    /// it overshoots (0 none, up to 1). As with mass, stiffness and damping, the animator runs until it settles.
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        let spring = CASpringAnimation(perceptualDuration: duration, bounce: bounce)
        self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: velocity)
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
