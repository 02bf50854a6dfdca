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
}
