import CoreGraphics
import Foundation

/// The built-in animation of a presentation or dismissal, by the presented controller's `modalTransitionStyle`:
/// a slide from the bottom (cover vertical, and partial curl drawn flat) or a cross-dissolve (flip drawn flat).
@MainActor
package final class ModalTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let style: UIModalTransitionStyle
    private let isPresenting: Bool

    package init(style: UIModalTransitionStyle, presenting: Bool) {
        self.style = style
        isPresenting = presenting
    }

    package func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        style == .crossDissolve || style == .flipHorizontal ? 0.3 : 0.35
    }

    package func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let controller = context.viewController(forKey: key),
              let view = context.view(forKey: isPresenting ? .to : .from) ?? controller.viewIfLoaded else {
            return context.completeTransition(true)
        }
        let dissolves = style == .crossDissolve || style == .flipHorizontal
        let shown = isPresenting ? context.finalFrame(for: controller) : context.initialFrame(for: controller)
        var hidden = shown
        hidden.origin.y = context.containerView.bounds.maxY
        if isPresenting {
            if dissolves { view.frame = shown; view.alpha = 0 } else { view.frame = hidden }
        }
        UIView.animate(withDuration: transitionDuration(using: context), delay: 0, options: [dissolves ? .curveLinear : .curveEaseInOut], animations: {
            if dissolves { view.alpha = self.isPresenting ? 1 : 0 } else { view.frame = self.isPresenting ? shown : hidden }
        }, completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
