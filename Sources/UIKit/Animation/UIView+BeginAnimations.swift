import Foundation
import ObjCRuntime
import QuartzCore

/// The animation blocks UIKit had before closures (deprecated in iOS 13, still common in older code): what a view's
/// layer changes between `beginAnimations(_:context:)` and `commitAnimations()` animates with the duration, delay,
/// curve and repeats set in between, whenever in the block they are set, and the delegate hears of the start and
/// the end by selector. Blocks nest; each animates its own changes.
extension UIView {
    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let block = BeginAnimationsBlock(animationID: animationID, context: context, outerContext: animationContext)
        openAnimationBlocks.append(block)
        animationContext = .recording { layer, key, from, to in block.record(layer, key, from: from, to: to) }
    }

    /// Animates the changes of the innermost open block. Without a block open it is reported and does nothing.
    public static func commitAnimations() {
        guard let block = openAnimationBlocks.popLast() else {
            return MisuseReporter.report("+[UIView commitAnimations] called without a matching beginAnimations(_:context:)")
        }
        animationContext = block.outerContext
        block.commit()
    }

    /// The duration of the block's animations, in seconds; 0.2 unless set.
    public static func setAnimationDuration(_ duration: TimeInterval) {
        openAnimationBlocks.last?.animations.duration = duration
    }

    public static func setAnimationDelay(_ delay: TimeInterval) {
        openAnimationBlocks.last?.animations.delay = delay
    }

    /// Starts the block's animations at `startDate`, or at once when it has passed.
    public static func setAnimationStart(_ startDate: Date) {
        openAnimationBlocks.last?.animations.delay = max(startDate.timeIntervalSinceNow, 0)
    }

    public static func setAnimationCurve(_ curve: UIView.AnimationCurve) {
        guard let animations = openAnimationBlocks.last?.animations else { return }
        animations.options = animations.options.subtracting(.curveLinear).union(AnimationOptions(rawValue: UInt(curve.rawValue) << 16))
    }

    /// How many times the animations run; fractions stop part of the way through.
    public static func setAnimationRepeatCount(_ repeatCount: Float) {
        openAnimationBlocks.last?.animations.repeatCount = repeatCount
    }

    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        openAnimationBlocks.last?.setOption(.autoreverse, repeatAutoreverses)
    }

    /// Whether an animation starts from what shows now, when it replaces one still running, rather than from the
    /// old model value.
    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        openAnimationBlocks.last?.setOption(.beginFromCurrentState, fromCurrentState)
    }

    /// The object that hears the will-start and did-stop selectors, kept until the block's animations end.
    public static func setAnimationDelegate(_ delegate: Any?) {
        openAnimationBlocks.last?.delegate = delegate.map { $0 as AnyObject }
    }

    /// The delegate's method called as the animations start, of the form `animationWillStart(_:context:)`: it gets
    /// the animation ID and context.
    public static func setAnimationWillStart(_ selector: Selector?) {
        openAnimationBlocks.last?.willStart = selector
    }

    /// The delegate's method called when every animation of the block has ended, of the form
    /// `animationDidStop(_:finished:context:)`: it gets the animation ID, whether they all ran to their end (an
    /// `NSNumber`) and the context.
    public static func setAnimationDidStop(_ selector: Selector?) {
        openAnimationBlocks.last?.didStop = selector
    }

    /// Shows `transition` on `view` over the block's animations, drawn from how `view` looks now: call it before the
    /// changes it should reveal. `cache` is a hint iOS uses to draw the two looks once; here they always are.
    public static func setAnimationTransition(_ transition: UIView.AnimationTransition, for view: UIView, cache: Bool) {
        guard let block = openAnimationBlocks.last, let animation = transition.option.transition else { return }
        animation.oldLook = view.layer.currentLook()
        block.transitions.append((view.layer, animation))
    }

    private static var openAnimationBlocks: [BeginAnimationsBlock] = []
}
