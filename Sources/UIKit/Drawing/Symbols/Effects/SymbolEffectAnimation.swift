import QuartzCore

/// What each symbol effect does to the image view's layer: a keyframe animation of its scale or opacity, keyed by
/// the effect's type so that adding the same kind again replaces it and removing it by type finds it.
@MainActor
final class SymbolEffectAnimation: NSObject, CAAnimationDelegate {
    static let keyPrefix = "symbolEffect."

    let key: String
    let animation: CAAnimation
    private let effect: any SymbolEffect
    private let completion: UISymbolEffectCompletion?
    private weak var sender: UIImageView?

    init(_ effect: any SymbolEffect, options: SymbolEffectOptions, sender: UIImageView, completion: UISymbolEffectCompletion?) {
        self.effect = effect
        self.completion = completion
        self.sender = sender
        key = Self.key(for: effect)
        animation = Self.animation(for: effect, options: options)
        super.init()
        animation.delegate = self
    }

    static func key(for effect: any SymbolEffect) -> String {
        keyPrefix + String(describing: type(of: effect))
    }

    private static func keyframes(_ keyPath: String, _ values: [Double], at times: [Double], duration: Double) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = values
        animation.keyTimes = times.map { NSNumber(value: $0) }
        animation.duration = duration
        return animation
    }

    /// A held change: it stays at its last value until removed (a group's animations too).
    private static func held(_ animation: CAAnimation) -> CAAnimation {
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        (animation as? CAAnimationGroup)?.animations?.forEach { $0.fillMode = .forwards }
        return animation
    }

    private static func animation(for effect: any SymbolEffect, options: SymbolEffectOptions) -> CAAnimation {
        let animation: CAAnimation
        // Repeating effects play a cycle then rest, as iOS's do; played once they end where they settle.
        var repeats = Float(options.repeatCount ?? 1)
        switch effect {
        case let bounce as BounceSymbolEffect:
            let peak = bounce.direction == .up ? 1.2 : 0.8, recoil = bounce.direction == .up ? 0.95 : 1.05
            animation = keyframes("transform.scale", [1, peak, recoil, 1, 1], at: [0, 0.175, 0.35, 0.5, 1], duration: 1)
        case is PulseSymbolEffect, is VariableColorSymbolEffect:
            animation = keyframes("opacity", [1, 0.35, 1], at: [0, 0.5, 1], duration: 1.2)
            if options.repeatCount == nil { repeats = 0 }
        case let scale as ScaleSymbolEffect:
            animation = held(keyframes("transform.scale", [1, scale.direction == .up ? 1.2 : 0.8], at: [0, 1], duration: 0.25))
            repeats = 1
        case let appear as AppearSymbolEffect:
            let group = CAAnimationGroup()
            group.animations = [keyframes("transform.scale", [appear.direction == .up ? 0.3 : 1.5, 1], at: [0, 1], duration: 0.3),
                                keyframes("opacity", [0, 1], at: [0, 1], duration: 0.3)]
            group.duration = 0.3
            animation = group
            repeats = 1
        case let disappear as DisappearSymbolEffect:
            let group = CAAnimationGroup()
            group.animations = [keyframes("transform.scale", [1, disappear.direction == .down ? 0.3 : 1.5], at: [0, 1], duration: 0.3),
                                keyframes("opacity", [1, 0], at: [0, 1], duration: 0.3)]
            group.duration = 0.3
            animation = held(group)
            repeats = 1
        default:
            animation = keyframes("transform.scale", [1, 0.3, 1], at: [0, 0.5, 1], duration: 0.4)
            repeats = 1
        }
        animation.repeatCount = repeats == 0 ? .infinity : repeats
        animation.speed = Float(options.speed)
        return animation
    }

    nonisolated func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        MainActor.assumeIsolated {
            completion?(UISymbolEffectCompletionContext(isFinished: flag, sender: sender, effect: effect, contentTransition: nil))
        }
    }
}
