import Testing
import UIKitTesting
@testable import UIKit

/// A navigation delegate's animator replaces the slide for animated pushes and pops.
@MainActor @Suite(.serialized) struct NavigationCustomTransitionTests {
    /// Fades the incoming view in over the outgoing one, logging what the context gives it.
    final class Fade: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate {
        var operations: [UINavigationController.Operation] = []
        var log: [String] = []

        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            operations.append(operation)
            return self
        }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let to = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to) else { return }
            log.append("final \(transitionContext.finalFrame(for: to).width == transitionContext.containerView.bounds.width)")
            transitionContext.containerView.addSubview(toView)
            toView.frame = transitionContext.finalFrame(for: to)
            toView.alpha = 0
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: { toView.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }

        func animationEnded(_ transitionCompleted: Bool) { log.append("ended \(transitionCompleted)") }
    }

    @Test func theDelegatesAnimatorRunsPushesAndPops() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let fade = Fade(), root = UIViewController(), next = RecordingViewController("next")
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = fade
        navigation.navigationBar.isTranslucent = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.isHidden = false
        clock.runUntilIdle()

        navigation.pushViewController(next, animated: true)
        #expect(next.transitionCoordinator?.transitionDuration == 0.4 && fade.operations == [.push])
        clock.advance(by: 0.2)
        let shown = try #require(next.view.layer.presentation())
        #expect(shown.opacity > 0.2 && shown.opacity < 0.8 && next.view.frame.minX == 0, "fading, not sliding")
        #expect(next.log.appearance == ["next.viewWillAppear"])
        clock.runUntilIdle()
        #expect(next.log.appearance == ["next.viewWillAppear", "next.viewDidAppear"] && fade.log == ["final true", "ended true"])
        #expect(navigation.viewControllers == [root, next] && root.viewIfLoaded?.superview == nil && navigation.transitionCoordinator == nil)

        navigation.popViewController(animated: true)
        clock.runUntilIdle()
        #expect(fade.operations == [.push, .pop] && navigation.viewControllers == [root] && root.view.window === window)
        #expect(next.log.appearance.suffix(2) == ["next.viewWillDisappear", "next.viewDidDisappear"])
    }

    /// Slides the incoming view in from the right (the outgoing one out, for a pop) through a property animator that
    /// a percent-driven interaction scrubs; the delegate hands out that interaction while `interactive` is set.
    final class Slide: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate {
        let interaction = UIPercentDrivenInteractiveTransition()
        var interactive = false
        var shown: [String] = []
        private var animator: UIViewPropertyAnimator?

        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            animator = nil
            return self
        }

        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? {
            interactive ? interaction : nil
        }

        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            shown.append(viewController.title ?? "")
        }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            interruptibleAnimator(using: transitionContext).startAnimation()
        }

        func interruptibleAnimator(using context: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
            if let animator { return animator }
            let from = context.view(forKey: .from)!, to = context.view(forKey: .to)!
            let width = context.containerView.bounds.width
            context.containerView.addSubview(to)
            to.frame = context.finalFrame(for: context.viewController(forKey: .to)!).offsetBy(dx: width, dy: 0)
            let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear) {
                to.frame.origin.x = 0
                from.frame.origin.x = -width
            }
            animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
            self.animator = animator
            return animator
        }
    }

    @Test func anInteractionControllerDrivesAPopThatCanBeCancelled() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let slide = Slide(), log = CallLog()
        let root = RecordingViewController("root", log: log), top = RecordingViewController("top", log: log)
        root.title = "root"
        top.title = "top"
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = slide
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.isHidden = false
        navigation.pushViewController(top, animated: true)
        clock.advance(by: 1)
        #expect(navigation.viewControllers == [root, top] && slide.shown == ["top"])
        log.clear()

        slide.interactive = true
        navigation.popViewController(animated: true)
        slide.interaction.update(0.25)
        clock.advance(by: 0.1)
        let revealed = try #require(root.view.layer.presentation())
        #expect(abs(revealed.frame.minX - 292.5) < 1, "a quarter of the way in")
        #expect(top.transitionCoordinator?.isInteractive == true)
        #expect(log.appearance == ["top.viewWillDisappear", "root.viewWillAppear"])
        slide.interaction.cancel()
        clock.advance(by: 1)
        #expect(navigation.viewControllers == [root, top] && navigation.topViewController === top, "the stack is as it was")
        #expect(top.parent === navigation && top.view.window === window && top.view.frame.minX == 0)
        #expect(root.viewIfLoaded?.superview == nil && navigation.navigationBar.topItem === top.navigationItem)
        #expect(log.appearance == ["top.viewWillDisappear", "root.viewWillAppear", "root.viewWillDisappear", "root.viewDidDisappear",
                                   "top.viewWillAppear", "top.viewDidAppear"], "the calls that undo a cancelled pop, as UIKit makes them")
        #expect(log.entries.filter { $0.contains("Move") } == ["top.willMove(toParent: nil)", "top.didMove(toParent: UINavigationController)"])
        #expect(slide.shown == ["top"], "a cancelled pop shows nothing new")

        navigation.popViewController(animated: true)
        slide.interaction.update(0.6)
        slide.interaction.finish()
        clock.advance(by: 1)
        #expect(navigation.viewControllers == [root] && root.view.window === window && top.parent == nil)
        #expect(slide.shown == ["top", "root"])
    }
}
