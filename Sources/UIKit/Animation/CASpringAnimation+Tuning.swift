import QuartzCore

extension CASpringAnimation {
    /// A spring of mass 1 with damping ratio `dampingRatio` (0 to 1), stiff enough to settle within `duration`
    /// seconds: the spring UIKit's damping-ratio animations use.
    convenience init(dampingRatio: CGFloat, settlingWithin duration: TimeInterval, initialVelocity: CGFloat) {
        self.init()
        let ratio = min(max(dampingRatio, 0.01), 1)
        // A spring with a one-second period settles in `unit` seconds; scaling the period scales the settling time.
        (stiffness, damping) = (4 * .pi * .pi, 4 * .pi * ratio)
        let period = duration / max(settlingDuration, 1e-3)
        stiffness = pow(2 * .pi / period, 2)
        damping = 4 * .pi * ratio / period
        self.initialVelocity = initialVelocity
        self.duration = duration
    }
}
