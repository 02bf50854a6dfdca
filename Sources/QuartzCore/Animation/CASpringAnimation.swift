import Foundation

/// A basic animation whose value moves like a mass on a damped spring toward `toValue`: it may overshoot and
/// settle. The motion is the damped harmonic oscillator solved in closed form, in seconds since the pass began;
/// `duration` only cuts it off, so set it to `settlingDuration` to see the whole motion.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    /// The starting speed toward the target, in units of the whole change per second.
    open var initialVelocity: CGFloat = 0
    /// Whether a damping ratio above 1 is kept; otherwise it is treated as critical damping.
    open var allowsOverdamping = false

    /// A spring that seems to take `perceptualDuration` seconds, bouncing by `bounce`: 0 settles without overshoot,
    /// up to 1 bounces more, below 0 creeps in more slowly (a damping ratio of 1 / (1 + bounce)).
    public convenience init(perceptualDuration: TimeInterval, bounce: Double) {
        self.init()
        let response = max(perceptualDuration, 0.01), bounce = min(max(bounce, -0.99), 1)
        let ratio = bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
        stiffness = pow(2 * .pi / response, 2)
        damping = 4 * .pi * ratio / response
        allowsOverdamping = bounce < 0
    }

    /// The period the spring would swing with undamped: how long its motion seems to take.
    open var perceptualDuration: TimeInterval { 2 * .pi / naturalFrequency }

    /// How much the spring overshoots: 1 less its damping ratio, or, overdamped, the bounce that ratio comes from.
    open var bounce: Double { dampingRatio > 1 ? 1 / dampingRatio - 1 : 1 - dampingRatio }

    package override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        guard let other = other as? CASpringAnimation else { return }
        (mass, stiffness, damping, initialVelocity, allowsOverdamping) = (other.mass, other.stiffness, other.damping, other.initialVelocity, other.allowsOverdamping)
    }

    /// How long the spring takes to come within 0.1 % of its change of the target and stay there.
    open var settlingDuration: CFTimeInterval {
        let step = 1.0 / 240
        var lastOutside = 0.0, time = 0.0
        while time < 100 {
            if abs(displacement(at: time)) >= 0.001 { lastOutside = time }
            // Past the envelope's reach nothing more can go outside.
            if time - lastOutside > 2 / max(decayRate, 1e-3) { break }
            time += step
        }
        return lastOutside + step
    }

    package override func fraction(atPassTime passTime: CFTimeInterval) -> Double {
        1 - displacement(at: passTime)
    }

    private var naturalFrequency: Double { (max(Double(stiffness), 1e-9) / max(Double(mass), 1e-9)).squareRoot() }

    private var dampingRatio: Double {
        let ratio = Double(damping) / (2 * (max(Double(stiffness), 1e-9) * max(Double(mass), 1e-9)).squareRoot())
        return allowsOverdamping ? max(ratio, 0) : min(max(ratio, 0), 1)
    }

    private var decayRate: Double {
        let (omega, zeta) = (naturalFrequency, dampingRatio)
        return zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
    }

    /// How far the value still is from the target at `time`, as a fraction of the change: 1 at the start.
    private func displacement(at time: Double) -> Double {
        let (omega, zeta, velocity) = (naturalFrequency, dampingRatio, Double(initialVelocity))
        let t = max(time, 0)
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - velocity) / damped
            return exp(-zeta * omega * t) * (cos(damped * t) + b * sin(damped * t))
        }
        if zeta == 1 {
            return exp(-omega * t) * (1 + (omega - velocity) * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let (r1, r2) = (-omega * (zeta - root), -omega * (zeta + root))
        let c2 = (-velocity - r1) / (r2 - r1)
        return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }
}
