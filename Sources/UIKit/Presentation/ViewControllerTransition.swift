import CoreGraphics
import Foundation

/// One transition between controllers (a presentation, a dismissal; a push can reuse it): the context its animator
/// works in and the coordinator controllers see, in one object, as in UIKit.
@MainActor
package final class ViewControllerTransition: NSObject, UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    package let containerView: UIView
    package let isAnimated: Bool
    package let presentationStyle: UIModalPresentationStyle
    package let animator: any UIViewControllerAnimatedTransitioning
    package var interactor: (any UIViewControllerInteractiveTransitioning)?
    package private(set) var isInteractive = false
    package private(set) var transitionWasCancelled = false
    package private(set) var percentComplete: CGFloat = 0
    package var initiallyInteractive: Bool { interactor != nil }
    package var isInterruptible: Bool { false }
    package var isCancelled: Bool { transitionWasCancelled }
    package var completionVelocity: CGFloat { interactor?.completionSpeed ?? 1 }
    package var completionCurve: UIView.AnimationCurve { interactor?.completionCurve ?? .easeInOut }
    package var targetTransform: CGAffineTransform { .identity }
    package var transitionDuration: TimeInterval { animator.transitionDuration(using: self) }

    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    private var frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)] = [:]
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var finish: ((Bool) -> Void)?

    package init(container: UIView, from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
                 animated: Bool, style: UIModalPresentationStyle, animator: any UIViewControllerAnimatedTransitioning,
                 finish: @escaping (Bool) -> Void) {
        containerView = container
        controllers = [.from: from, .to: to]
        var views: [UITransitionContextViewKey: UIView] = [:]
        views[.from] = fromView
        views[.to] = toView
        self.views = views
        isAnimated = animated
        presentationStyle = style
        self.animator = animator
        self.finish = finish
    }

    package func setFrames(of controller: UIViewController, initial: CGRect, final: CGRect) {
        frames[ObjectIdentifier(controller)] = (initial, final)
    }

    package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    package func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    package func initialFrame(for viewController: UIViewController) -> CGRect { frames[ObjectIdentifier(viewController)]?.initial ?? .zero }
    package func finalFrame(for viewController: UIViewController) -> CGRect { frames[ObjectIdentifier(viewController)]?.final ?? .zero }

    /// Starts the transition: the interaction or the animator runs it, and the alongside work animates with it;
    /// without animation, the alongside work runs and it completes at once, the views where their owner put them.
    package func start() {
        guard isAnimated else {
            runAlongside()
            return completeTransition(true)
        }
        if let interactor, interactor.wantsInteractiveStart {
            isInteractive = true
            interactor.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
        // As in UIKit, the alongside work runs after the animator has started, with the transition's duration.
        UIView.animate(withDuration: transitionDuration, delay: 0, options: [], animations: { self.runAlongside() })
    }

    private func runAlongside() {
        let blocks = alongside
        alongside.removeAll()
        for block in blocks { block(self) }
    }

    package func completeTransition(_ didComplete: Bool) {
        guard let finish else { return }
        self.finish = nil
        finish(didComplete)
        animator.animationEnded(didComplete)
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }

    package func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    package func finishInteractiveTransition() { endInteraction(cancelled: false) }
    package func cancelInteractiveTransition() { endInteraction(cancelled: true) }
    package func pauseInteractiveTransition() { isInteractive = true }

    private func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers.removeAll()
        for handler in handlers { handler(self) }
    }

    @discardableResult
    package func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                         completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard finish != nil else { return false }
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    package func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }
}
