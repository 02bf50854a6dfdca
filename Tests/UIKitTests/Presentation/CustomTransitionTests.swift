import Testing
import UIKitTesting
@testable import UIKit

/// A custom presentation: the transitioning delegate's presentation controller, animators and interaction
/// controller, in the order UIKit calls them, with the coordinator's alongside work and completions.
@MainActor @Suite(.serialized) struct CustomTransitionTests {
    final class Log {
        var entries: [String] = []
    }

    final class HalfPresentationController: UIPresentationController {
        let log: Log
        init(presented: UIViewController, presenting: UIViewController?, log: Log) {
            self.log = log
            super.init(presentedViewController: presented, presenting: presenting)
        }
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
        }
        override func presentationTransitionWillBegin() { log.entries.append("presentationTransitionWillBegin") }
        override func presentationTransitionDidEnd(_ completed: Bool) { log.entries.append("presentationTransitionDidEnd(\(completed))") }
        override func dismissalTransitionWillBegin() { log.entries.append("dismissalTransitionWillBegin") }
        override func dismissalTransitionDidEnd(_ completed: Bool) { log.entries.append("dismissalTransitionDidEnd(\(completed))") }
        override func containerViewWillLayoutSubviews() {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    /// Slides the presented view in from the right and out again, through a property animator an interaction can scrub.
    final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        let log: Log
        var animator: UIViewPropertyAnimator?
        init(presenting: Bool, log: Log) {
            self.presenting = presenting
            self.log = log
        }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            log.entries.append("animateTransition")
            interruptibleAnimator(using: transitionContext).startAnimation()
        }
        func interruptibleAnimator(using context: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
            if let animator { return animator }
            let key: UITransitionContextViewControllerKey = presenting ? .to : .from
            let controller = context.viewController(forKey: key)!
            let view = context.view(forKey: presenting ? .to : .from)!
            let shown = presenting ? context.finalFrame(for: controller) : context.initialFrame(for: controller)
            let hidden = shown.offsetBy(dx: context.containerView.bounds.width, dy: 0)
            if presenting {
                context.containerView.addSubview(view)
                view.frame = hidden
            }
            let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear) { view.frame = self.presenting ? shown : hidden }
            animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
            self.animator = animator
            return animator
        }
        func animationEnded(_ transitionCompleted: Bool) { log.entries.append("animationEnded(\(transitionCompleted))") }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let log: Log
        let interaction = UIPercentDrivenInteractiveTransition()
        var interactiveDismissal = false
        init(log: Log) { self.log = log }
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
            log.entries.append("presentationController(forPresented:)")
            return HalfPresentationController(presented: presented, presenting: presenting, log: log)
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            log.entries.append("animationController(forPresented:)")
            return SlideAnimator(presenting: true, log: log)
        }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            log.entries.append("animationController(forDismissed:)")
            return SlideAnimator(presenting: false, log: log)
        }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
            interactiveDismissal ? interaction : nil
        }
    }

    final class Presented: UIViewController {
        var log: Log?
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            let coordinated = transitionCoordinator?.animate(alongsideTransition: { [log] _ in log?.entries.append("alongside") },
                                                             completion: { [log] context in log?.entries.append("coordinator completion (cancelled: \(context.isCancelled))") })
            log?.entries.append("viewWillAppear (coordinated: \(coordinated ?? false))")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log?.entries.append("viewDidAppear")
        }
    }

    @Test func aCustomPresentationCallsTheDelegateAnimatorAndPresentationControllerInUIKitsOrder() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let log = Log(), delegate = Delegate(log: log)
        let root = UIViewController(), presented = Presented()
        presented.log = log
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        let window = presentationWindow(root)
        defer { window.isHidden = true }
        root.present(presented, animated: true) { log.entries.append("completion") }
        clock.advance(by: 0.2)
        #expect(abs((presented.view.layer.presentation()?.frame.minX ?? 0) - 195) < 10, "half way in from the right")
        clock.runUntilIdle()
        #expect(log.entries == [
            "presentationController(forPresented:)", "animationController(forPresented:)", "viewWillAppear (coordinated: true)",
            "presentationTransitionWillBegin", "animateTransition", "alongside", "presentationTransitionDidEnd(true)",
            "animationEnded(true)", "coordinator completion (cancelled: false)", "viewDidAppear", "completion",
        ])
        #expect(presented.presentationController is HalfPresentationController)
        #expect(presented.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(root.view.window === window, "a custom presentation keeps the presenter's view")
        log.entries.removeAll()
        presented.dismiss(animated: true)
        clock.runUntilIdle()
        #expect(log.entries == ["animationController(forDismissed:)", "dismissalTransitionWillBegin", "animateTransition",
                                "dismissalTransitionDidEnd(true)", "animationEnded(true)"])
        #expect(root.presentedViewController == nil)
    }

    @Test func aPercentDrivenDismissalScrubsCancelsAndFinishes() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let log = Log(), delegate = Delegate(log: log)
        let root = UIViewController(), presented = Presented()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        let window = presentationWindow(root)
        defer { window.isHidden = true }
        root.present(presented, animated: false)
        clock.runUntilIdle()
        delegate.interactiveDismissal = true

        presented.dismiss(animated: true)
        #expect(presented.transitionCoordinator?.isInteractive == true)
        delegate.interaction.update(0.5)
        clock.advance(by: 0.5)
        #expect(abs((presented.view.layer.presentation()?.frame.minX ?? 0) - 195) < 1, "held half way while paused")
        delegate.interaction.cancel()
        clock.runUntilIdle()
        #expect(root.presentedViewController === presented && presented.view.frame.minX == 0)
        #expect(log.entries.contains("dismissalTransitionDidEnd(false)"))

        delegate.interaction.update(0)
        presented.dismiss(animated: true)
        delegate.interaction.update(0.8)
        delegate.interaction.finish()
        clock.runUntilIdle()
        #expect(root.presentedViewController == nil && presented.view.window == nil)
    }
}
