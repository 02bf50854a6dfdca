import Foundation

/// Animates the views of a transition inside its container, then calls `completeTransition(_:)` on the context.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// An animator an interaction can pause and scrub; `UIPercentDrivenInteractiveTransition` scrubs it when given.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Optional in UIKit; here a default that the percent-driven interaction recognises as "none".
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        NoInterruptibleAnimator.shared
    }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What the default `interruptibleAnimator(using:)` answers: a marker for "this animator cannot be scrubbed".
package enum NoInterruptibleAnimator {
    @MainActor package static let shared = UIViewPropertyAnimator(duration: 0, curve: .linear)
}
