import CoreGraphics
import Foundation

/// An interaction that scrubs a transition's animation by a fraction the app reports (from a pan, typically), and
/// animates the rest of the way, forward or back, when it finishes or cancels.
///
/// The animation is scrubbed through the animator's `interruptibleAnimator(using:)`; an animator without one runs
/// its animation unscrubbed, and only the completion follows `finish()` or `cancel()`.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    open private(set) var percentComplete: CGFloat = 0
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var timingCurve: (any UITimingCurveProvider)?
    open var wantsInteractiveStart = true
    /// The transition's duration, once it has started.
    open var duration: CGFloat { CGFloat(transition?.transitionDuration ?? 0) }

    private weak var transition: ViewControllerTransition?
    private var scrubbed: (any UIViewImplicitlyAnimating)?

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let transition = transitionContext as? ViewControllerTransition else { return }
        self.transition = transition
        let animator = transition.animator.interruptibleAnimator(using: transition)
        guard animator !== NoInterruptibleAnimator.shared else { return transition.animator.animateTransition(using: transition) }
        scrubbed = animator
        animator.pauseAnimation()
        animator.fractionComplete = percentComplete
    }

    /// Shows the transition `percentComplete` of the way through.
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        scrubbed?.fractionComplete = self.percentComplete
        transition?.updateInteractiveTransition(self.percentComplete)
    }

    open func pause() {
        scrubbed?.pauseAnimation()
        transition?.pauseInteractiveTransition()
    }

    /// Animates back to the start; the animator's completion then completes the transition as cancelled.
    open func cancel() {
        transition?.cancelInteractiveTransition()
        guard let scrubbed else { return }
        scrubbed.isReversed = true
        scrubbed.continueAnimation(withTimingParameters: timingCurve, durationFactor: max(0.01, 1 / max(completionSpeed, 0.01)))
        self.scrubbed = nil
    }

    /// Animates the rest of the way; the animator's completion then completes the transition.
    open func finish() {
        transition?.finishInteractiveTransition()
        guard let scrubbed else { return }
        scrubbed.continueAnimation(withTimingParameters: timingCurve, durationFactor: max(0.01, 1 / max(completionSpeed, 0.01)))
        self.scrubbed = nil
    }
}
