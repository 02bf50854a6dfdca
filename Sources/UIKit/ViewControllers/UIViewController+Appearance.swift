extension UIViewController {
    package enum AppearanceState {
        case disappeared, appearing, appeared, disappearing
    }

    /// Starts an appearance change: calls `viewWillAppear(_:)` or `viewWillDisappear(_:)` once per change.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            viewWillAppear(animated)
            Self.awaitingViewIsAppearing.append(WeakController(controller: self))
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            viewWillDisappear(animated)
        default:
            return
        }
        for child in childrenReceivingAppearance {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
        pendingAppearanceAnimated = animated
    }

    /// Finishes the change begun by `beginAppearanceTransition(_:animated:)`: `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
    public func endAppearanceTransition() {
        let animated = pendingAppearanceAnimated
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
        default:
            return
        }
        for child in childrenReceivingAppearance {
            child.endAppearanceTransition()
        }
    }

    /// Called as the root view of a child joins or leaves a window: inside a parent that has appeared (or is
    /// appearing), a child whose view is added appears and one whose view is removed disappears, as UIKit forwards automatically.
    package func rootViewWillMove(toWindow newWindow: UIWindow?) {
        guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods, !isInChildTransition else { return }
        switch (newWindow != nil, parent.appearanceState) {
        case (true, .appeared), (true, .appearing):
            beginAppearanceTransition(true, animated: false)
        case (false, .appeared):
            beginAppearanceTransition(false, animated: false)
        default:
            return
        }
    }

    /// Finishes the change begun by `rootViewWillMove(toWindow:)`; a parent still appearing finishes it for its children.
    package func rootViewDidMoveToWindow() {
        guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods, parent.appearanceState == .appeared,
              !isInChildTransition else { return }
        endAppearanceTransition()
    }

    /// Controllers told `viewWillAppear(_:)` and not yet `viewIsAppearing(_:)`, parents first.
    private static var awaitingViewIsAppearing: [WeakController] = []

    private struct WeakController {
        weak var controller: UIViewController?
    }

    /// Calls `viewIsAppearing(_:)` on the appearing controllers whose views are now in `window`; the window does
    /// this after updating traits and before laying out.
    package static func deliverViewIsAppearing(in window: UIWindow) {
        guard !awaitingViewIsAppearing.isEmpty else { return }
        var waiting: [WeakController] = []
        for entry in awaitingViewIsAppearing {
            guard let controller = entry.controller, controller.appearanceState == .appearing else { continue }
            guard controller.viewIfLoaded?.window === window else {
                waiting.append(entry)
                continue
            }
            controller.viewIsAppearing(controller.pendingAppearanceAnimated)
        }
        awaitingViewIsAppearing = waiting
    }

    private var childrenReceivingAppearance: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
    }
}
