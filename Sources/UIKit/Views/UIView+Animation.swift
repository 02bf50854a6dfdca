import Foundation
import QuartzCore

/// View animation blocks: every animatable property of a view's layer changed inside the block (frame, bounds,
/// center, transform, alpha, background color, and layer properties, including frames set by `layoutIfNeeded()`)
/// animates from its old value to its new one, while the model takes the new value at once.
extension UIView {
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Runs `animations`, animating what it changes over `duration` seconds after `delay`; `completion` gets true
    /// when every animation ran to its end and false when one was replaced or removed first. It never runs inside
    /// this call.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let block = AnimationBlock(duration: duration, delay: delay, options: options, completion: completion)
        guard animationsEnabled, duration > 0 else {
            animations()
            return block.finishWithoutAnimations()
        }
        let outer = CALayer.propertyChangeObserver
        CALayer.propertyChangeObserver = { layer, keyPath, oldValue in block.animate(layer, keyPath, from: oldValue) }
        animations()
        CALayer.propertyChangeObserver = outer
        if block.pending == 0 { block.finishWithoutAnimations() }
    }

    /// Springs are not modelled yet: this animates over `duration` with an ease-out curve.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: options.union(.curveEaseOut), animations: animations, completion: completion)
    }

    /// Transitions are not drawn yet: the changes apply at once and `completion` runs afterwards with true.
    public static func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performWithoutAnimation { animations?() }
        AnimationBlock(duration: duration, delay: 0, options: options, completion: completion).finishWithoutAnimations()
    }

    /// Runs `actionsWithoutAnimation` so that nothing it changes animates, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let outer = CALayer.propertyChangeObserver
        CALayer.propertyChangeObserver = nil
        actionsWithoutAnimation()
        CALayer.propertyChangeObserver = outer
    }

    /// Whether animation blocks animate; when false, their changes apply at once.
    public static var areAnimationsEnabled: Bool { animationsEnabled }

    public static func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabled = enabled
    }

    private static var animationsEnabled = true
}

/// The animations one animation block made, and the completion that waits for all of them.
@MainActor
private final class AnimationBlock: CAAnimationDelegate {
    let duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions
    let completion: ((Bool) -> Void)?
    private(set) var pending = 0
    private var allFinished = true

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, completion: ((Bool) -> Void)?) {
        (self.duration, self.delay, self.options, self.completion) = (duration, delay, options, completion)
    }

    /// Animates a change the block made to a view's layer from `oldValue` to the new model value.
    func animate(_ layer: CALayer, _ keyPath: String, from oldValue: Any) {
        guard layer.delegate is UIView else { return }
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = oldValue
        animation.duration = duration
        if delay > 0 {
            animation.beginTime = CACurrentMediaTime() + delay
            animation.fillMode = .backwards
        }
        animation.timingFunction = CAMediaTimingFunction(name: curve)
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = options.contains(.autoreverse)
        animation.delegate = self
        pending += 1
        layer.add(animation, forKey: keyPath)
    }

    private var curve: CAMediaTimingFunctionName {
        switch options.rawValue & (3 << 16) {
        case UIView.AnimationOptions.curveEaseIn.rawValue: .easeIn
        case UIView.AnimationOptions.curveEaseOut.rawValue: .easeOut
        case UIView.AnimationOptions.curveLinear.rawValue: .linear
        default: .easeInEaseOut
        }
    }

    nonisolated func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        MainActor.assumeIsolated {
            if !flag { allFinished = false }
            pending -= 1
            if pending == 0 { completion?(allFinished) }
        }
    }

    /// With nothing to animate, the completion still runs afterwards, never inside the call.
    func finishWithoutAnimations() {
        guard let completion else { return }
        MainRunLoop.performSoon { completion(true) }
    }
}
