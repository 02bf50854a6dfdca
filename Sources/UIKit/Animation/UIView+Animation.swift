import Foundation
import QuartzCore

/// View animation blocks: every animatable property of a view's layer changed inside the block (frame, bounds,
/// center, transform, alpha, background color, and layer properties, including frames set by `layoutIfNeeded()`)
/// animates from its old value to its new one, while the model takes the new value at once. The view's layer asks
/// the view for an action on each change, and the view answers with the innermost block's animation, or with none
/// outside a block, as UIKit's views do.
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
    /// this call. A block inside another takes the outer one's duration and curve unless its options override them.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(AnimationBlock(duration: duration, delay: delay, options: options, completion: completion, outer: currentBlock), animations)
    }

    /// Animates like `animate(withDuration:delay:options:animations:completion:)` along a spring: a damping ratio
    /// of 1 settles without overshoot, lower ratios bounce; `velocity` is the starting speed in units of the whole
    /// change per second. The spring is tuned to settle within `duration`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let block = AnimationBlock(duration: duration, delay: delay, options: options, completion: completion, outer: currentBlock)
        block.spring = CASpringAnimation(dampingRatio: dampingRatio, settlingWithin: block.duration, initialVelocity: velocity)
        run(block, animations)
    }

    /// Animates along a spring described as SwiftUI and iOS 17 describe one: `springDuration` is how long it seems
    /// to take, `bounce` how much it overshoots (0 none, up to 1; below 0 it creeps in). The animations run until
    /// the spring settles, which for a bouncy one is longer than `springDuration`; `velocity` is the starting speed in
    /// units of the whole change per second.
    public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
                               delay: TimeInterval = 0, options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let spring = CASpringAnimation(perceptualDuration: duration, bounce: bounce)
        spring.initialVelocity = velocity
        let block = AnimationBlock(duration: spring.settlingDuration, delay: delay, options: options, completion: completion, outer: currentBlock)
        block.spring = spring
        run(block, animations)
    }

    /// Runs `animations`, in which `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` says when
    /// each change happens; every property changed becomes one keyframe animation over `duration`. As in UIKit the
    /// whole animation eases in and out unless a curve's raw value is among the options.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        let block = AnimationBlock(duration: duration, delay: delay, options: AnimationOptions(rawValue: options.rawValue & (0x3FF | 3 << 16)),
                                   completion: completion, outer: currentBlock)
        block.keyframes = KeyframeRecording(calculationMode: options.calculationMode)
        run(block, animations)
        block.addRecordedKeyframes()
    }

    /// Inside `animateKeyframes`, makes the changes `animations` makes happen from `frameStartTime` for
    /// `frameDuration`, both fractions of the whole animation.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        guard let recording = currentBlock?.keyframes else {
            MisuseReporter.report("+[UIView addKeyframeWithRelativeStartTime:relativeDuration:animations:] called outside an animateKeyframes block; the changes apply without animation")
            return performWithoutAnimation(animations)
        }
        let outer = recording.window
        recording.window = (min(max(frameStartTime, 0), 1), min(max(frameStartTime + frameDuration, 0), 1))
        animations()
        recording.window = outer
    }

    /// Runs `animations` and shows the change to `view` as the transition the options name (cross dissolve, flips
    /// from each side, curls up and down), drawn from how the view looked before; the changes themselves don't
    /// animate unless the options include `allowAnimatedContent`.
    public static func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let block = AnimationBlock(duration: duration, delay: 0, options: options, completion: completion, outer: nil)
        guard animationsEnabled, duration > 0, let transition = options.transition else {
            performWithoutAnimation { animations?() }
            return block.finishWithoutAnimations()
        }
        block.configure(transition, for: view.layer)
        view.layer.add(transition, forKey: kCATransition)
        if options.contains(.allowAnimatedContent) {
            run(block, animations ?? {})
        } else {
            performWithoutAnimation { animations?() }
        }
    }

    /// Replaces `fromView` with `toView` in its superview, shown as the transition the options name: `fromView`
    /// is removed and `toView` added in its place, or with `showHideTransitionViews` one is hidden and the other
    /// shown.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            MisuseReporter.report("+[UIView transitionFromView:toView:duration:options:completion:] needs a fromView in a superview; \(fromView) has none")
            return AnimationBlock(duration: duration, delay: 0, options: options, completion: completion, outer: nil).finishWithoutAnimations()
        }
        transition(with: container, duration: duration, options: options.subtracting(.allowAnimatedContent), animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` so that nothing it changes animates, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let outer = animationContext
        animationContext = .withoutAnimation
        actionsWithoutAnimation()
        animationContext = outer
    }

    /// The duration of the animation block whose closure is running; 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval { currentBlock?.duration ?? 0 }

    /// Whether animation blocks animate; when false, their changes apply at once. False after `setAnimationsEnabled(false)`, and inside `performWithoutAnimation`, as in UIKit.
    public static var areAnimationsEnabled: Bool {
        if case .withoutAnimation = animationContext { return false }
        return animationsEnabled
    }

    public static func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabled = enabled
    }

    /// The action for a change to a view's layer: the running block's animation, or `NSNull` for none.
    static func animationAction(for layer: CALayer, forKey event: String) -> any CAAction {
        switch animationContext {
        case .block(let block):
            return block.action(for: layer, forKey: event) ?? NSNull()
        case .recording(let record):
            if let oldValue = layer.valueBeforeChange, let newValue = layer.animatableValue(forKeyPath: event) {
                record(layer, event, oldValue, newValue)
            }
            return NSNull()
        case .withoutAnimation, nil:
            return NSNull()
        }
    }

    /// Whether the view is being animated by a block without `allowUserInteraction`, so touches pass it by.
    var ignoresTouchesWhileAnimating: Bool {
        layer.animationKeys()?.contains { key in
            (layer.animation(forKey: key)?.delegate as? AnimationBlock).map { !$0.options.contains(.allowUserInteraction) } ?? false
        } ?? false
    }

    enum AnimationContext {
        case block(AnimationBlock)
        case recording((CALayer, String, _ from: Any, _ to: Any) -> Void)
        case withoutAnimation
    }

    /// Runs `changes` without animating them, telling `record` each change it makes to a view's layer: the layer,
    /// the key path, and the values before and after.
    static func recordingChanges(_ changes: () -> Void, record: @escaping (CALayer, String, _ from: Any, _ to: Any) -> Void) {
        let outer = animationContext
        animationContext = .recording(record)
        changes()
        animationContext = outer
    }

    static var animationContext: AnimationContext?
    private static var animationsEnabled = true

    private static var currentBlock: AnimationBlock? {
        if case .block(let block) = animationContext { block } else { nil }
    }

    private static func run(_ block: AnimationBlock, _ animations: () -> Void) {
        guard animationsEnabled, block.duration > 0 else {
            performWithoutAnimation(animations)
            return block.finishWithoutAnimations()
        }
        let outer = animationContext
        animationContext = .block(block)
        animations()
        if block.options.contains(.layoutSubviews) {
            for view in block.animatedViews { view.layoutIfNeeded() }
        }
        animationContext = outer
        block.animatedViews = []
        if block.pending == 0, block.keyframes == nil { block.finishWithoutAnimations() }
    }
}

/// What one animation block animates, and the completion that waits for all of it.
@MainActor
final class AnimationBlock: CAAnimationDelegate {
    var duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions
    var completion: ((Bool) -> Void)?
    /// How many times each animation runs, when more than once and not forever (`repeat`).
    var repeatCount: Float = 0
    /// The spring every animation of a spring block follows.
    var spring: CASpringAnimation?
    /// The changes of a keyframe block, turned into animations when its closure returns.
    var keyframes: KeyframeRecording?
    /// Views whose layers this block animated while its closure runs, for the `layoutSubviews` option.
    var animatedViews: [UIView] = []
    private(set) var pending = 0
    private var allFinished = true
    /// Animations this block replaced with its own later ones, whose removal is no interruption.
    private var superseded: Set<ObjectIdentifier> = []

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, completion: ((Bool) -> Void)?,
         outer: AnimationBlock?) {
        // A nested block inherits the outer duration and curve unless it overrides them.
        let inherits = outer != nil && !options.contains(.overrideInheritedDuration)
        self.duration = inherits ? outer!.duration : duration
        var options = options
        if let outer, !options.contains(.overrideInheritedCurve) {
            options = options.subtracting(.curveLinear).union(UIView.AnimationOptions(rawValue: outer.options.rawValue & (3 << 16)))
        }
        (self.delay, self.options, self.completion) = (delay, options, completion)
    }

    /// The animation for a change the block made to a view's layer, from its old value (or, with
    /// `beginFromCurrentState`, from what shows now) to the new one; nil for layers that are not a view's.
    func action(for layer: CALayer, forKey key: String) -> CAAction? {
        guard let view = layer.delegate as? UIView, let oldValue = layer.valueBeforeChange,
              let newValue = layer.animatableValue(forKeyPath: key) else { return nil }
        if let keyframes {
            keyframes.record(layer, key, from: oldValue, to: newValue)
            return NSNull()
        }
        animatedViews.append(view)
        return animation(for: layer, key: key, from: oldValue, to: newValue)
    }

    /// The animation of `layer`'s `key` from `oldValue` (or from what shows now, with `beginFromCurrentState`) to
    /// `newValue`, timed by this block.
    func animation(for layer: CALayer, key: String, from oldValue: Any, to newValue: Any) -> CAAnimation {
        let animation = spring.map { $0.copy() as! CASpringAnimation } ?? CABasicAnimation()
        animation.keyPath = key
        let running = layer.animation(forKey: key)
        if let running = running as? CABasicAnimation, running.delegate === self {
            // A second change in the same block still starts from where the first one did.
            animation.fromValue = running.fromValue
            superseded.insert(ObjectIdentifier(running))
        } else if options.contains(.beginFromCurrentState), running != nil {
            animation.fromValue = layer.presentation()?.animatableValue(forKeyPath: key) ?? oldValue
        } else {
            animation.fromValue = oldValue
        }
        animation.toValue = newValue
        configure(animation, for: layer)
        if spring != nil { animation.timingFunction = nil }
        return animation
    }

    /// Gives an animation of this block for `layer` its timing (a delay in the layer's time), repeats and delegate,
    /// and counts it.
    func configure(_ animation: CAAnimation, for layer: CALayer) {
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: curve)
        if delay > 0 {
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
            animation.fillMode = .backwards
        }
        animation.repeatCount = options.contains(.repeat) ? .infinity : repeatCount
        animation.autoreverses = options.contains(.autoreverse)
        animation.delegate = self
        pending += 1
    }

    private var curve: CAMediaTimingFunctionName {
        switch options.rawValue & (3 << 16) {
        case UIView.AnimationOptions.curveEaseIn.rawValue: .easeIn
        case UIView.AnimationOptions.curveEaseOut.rawValue: .easeOut
        case UIView.AnimationOptions.curveLinear.rawValue: .linear
        default: .easeInEaseOut
        }
    }

    /// Adds one keyframe animation for each property the keyframe block changed.
    func addRecordedKeyframes() {
        guard let keyframes else { return }
        for track in keyframes.tracks {
            guard let layer = track.layer else { continue }
            let animation = track.animation(calculationMode: keyframes.calculationMode)
            configure(animation, for: layer)
            layer.add(animation, forKey: track.key)
        }
        if pending == 0 { finishWithoutAnimations() }
    }

    nonisolated func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        let id = ObjectIdentifier(anim)
        MainActor.assumeIsolated {
            if superseded.remove(id) == nil, !flag { allFinished = false }
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

/// The changes a keyframe block makes, by layer and property, with the part of the animation each happens in.
@MainActor
final class KeyframeRecording {
    struct Track {
        weak var layer: CALayer?
        let key: String
        /// The value before the block, then each change with the relative time it starts and ends.
        let initial: Any
        var changes: [(start: Double, end: Double, value: Any)] = []

        func animation(calculationMode: CAAnimationCalculationMode) -> CAKeyframeAnimation {
            var values = [initial], times = [0.0]
            for change in changes.sorted(by: { $0.start < $1.start }) {
                if change.start > times.last! {
                    values.append(values.last!)
                    times.append(change.start)
                }
                values.append(change.value)
                times.append(max(change.end, times.last!))
            }
            if times.last! < 1 {
                values.append(values.last!)
                times.append(1)
            }
            let animation = CAKeyframeAnimation(keyPath: key)
            animation.values = values
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = calculationMode
            return animation
        }
    }

    let calculationMode: CAAnimationCalculationMode
    var tracks: [Track] = []
    /// The relative start and end of the keyframe whose closure is running; the whole animation outside one.
    var window = (start: 0.0, end: 1.0)

    init(calculationMode: CAAnimationCalculationMode) { self.calculationMode = calculationMode }

    func record(_ layer: CALayer, _ key: String, from oldValue: Any, to newValue: Any) {
        if let index = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            tracks[index].changes.append((window.start, window.end, newValue))
        } else {
            tracks.append(Track(layer: layer, key: key, initial: oldValue, changes: [(window.start, window.end, newValue)]))
        }
    }
}

extension UIView.AnimationOptions {
    /// The transition the options name, timed by their curve; nil when they name none.
    var transition: CATransition? {
        let transition = CATransition()
        switch rawValue & (7 << 20) {
        case Self.transitionCrossDissolve.rawValue: transition.type = .fade
        case Self.transitionFlipFromLeft.rawValue: (transition.type, transition.subtype) = (.flip, .fromLeft)
        case Self.transitionFlipFromRight.rawValue: (transition.type, transition.subtype) = (.flip, .fromRight)
        case Self.transitionFlipFromTop.rawValue: (transition.type, transition.subtype) = (.flip, .fromTop)
        case Self.transitionFlipFromBottom.rawValue: (transition.type, transition.subtype) = (.flip, .fromBottom)
        // Without a page curl, curling up lifts the old look away and curling down lays the new one over it.
        case Self.transitionCurlUp.rawValue: (transition.type, transition.subtype) = (.reveal, .fromBottom)
        case Self.transitionCurlDown.rawValue: (transition.type, transition.subtype) = (.moveIn, .fromTop)
        default: return nil
        }
        return transition
    }
}

extension UIView.KeyframeAnimationOptions {
    fileprivate var calculationMode: CAAnimationCalculationMode {
        switch rawValue & (7 << 10) {
        case Self.calculationModeDiscrete.rawValue: .discrete
        case Self.calculationModePaced.rawValue: .paced
        case Self.calculationModeCubic.rawValue: .cubic
        case Self.calculationModeCubicPaced.rawValue: .cubicPaced
        default: .linear
        }
    }
}

extension UIView {
    /// Runs `changes` at once or, when `animated`, over `duration` seconds from wherever an earlier animated change
    /// has brought things: how a control moves to a value set with `animated: true`.
    package static func animate(if animated: Bool, duration: TimeInterval = 0.25, _ changes: @escaping () -> Void) {
        guard animated else { return changes() }
        animate(withDuration: duration, delay: 0, options: .beginFromCurrentState, animations: changes)
    }
}
