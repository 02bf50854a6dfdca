import CoreGraphics
import Foundation

/// The coordinator of a transition its owner runs itself (a window resize, a navigation push or pop): work
/// alongside it runs where the owner runs its animations, and the completions where it finishes.
@MainActor
package final class BlockTransitionCoordinator: UIViewControllerTransitionCoordinator {
    package let containerView: UIView
    private let controllers: (from: UIViewController?, to: UIViewController?)
    package let isAnimated: Bool
    package let transitionDuration: TimeInterval
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    package init(container: UIView, from: UIViewController?, to: UIViewController?, animated: Bool = false, duration: TimeInterval = 0) {
        containerView = container
        controllers = (from, to)
        isAnimated = animated
        transitionDuration = animated ? duration : 0
    }

    package var presentationStyle: UIModalPresentationStyle { .none }
    package var initiallyInteractive: Bool { false }
    package var isInterruptible: Bool { false }
    package var isInteractive: Bool { false }
    package var isCancelled: Bool { false }
    package var percentComplete: CGFloat { 1 }
    package var completionVelocity: CGFloat { 1 }
    package var completionCurve: UIView.AnimationCurve { .easeInOut }
    package var targetTransform: CGAffineTransform { .identity }

    package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? controllers.from : controllers.to
    }

    package func view(forKey key: UITransitionContextViewKey) -> UIView? {
        (key == .from ? controllers.from : controllers.to)?.viewIfLoaded
    }

    @discardableResult
    package func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                         completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// These transitions are not interactive, so the handler is never called.
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
