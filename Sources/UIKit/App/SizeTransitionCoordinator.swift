import CoreGraphics
import Foundation

/// The coordinator of a window resize: not animated, so work alongside it runs as the new size is applied and the
/// completions after the layout pass that follows.
@MainActor
package final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    private let window: UIWindow
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    package init(window: UIWindow) {
        self.window = window
    }

    package var isAnimated: Bool { false }
    package var presentationStyle: UIModalPresentationStyle { .none }
    package var initiallyInteractive: Bool { false }
    package var isInterruptible: Bool { false }
    package var isInteractive: Bool { false }
    package var isCancelled: Bool { false }
    package var transitionDuration: TimeInterval { 0 }
    package var percentComplete: CGFloat { 1 }
    package var completionVelocity: CGFloat { 1 }
    package var completionCurve: UIView.AnimationCurve { .easeInOut }
    package var containerView: UIView { window }
    package var targetTransform: CGAffineTransform { .identity }

    package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        window.rootViewController
    }

    package func view(forKey key: UITransitionContextViewKey) -> UIView? {
        window.rootViewController?.viewIfLoaded
    }

    @discardableResult
    package func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                         completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    package func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// A resize is never interactive, so the handler is never called.
    package func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    package func runAlongside() {
        let blocks = alongside
        alongside.removeAll()
        for block in blocks { block(self) }
    }

    package func complete() {
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }
}
