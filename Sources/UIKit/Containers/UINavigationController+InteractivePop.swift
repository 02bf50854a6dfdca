import CoreGraphics

extension UINavigationController {
    /// How fast a swipe toward the right finishes a pop however far it got, in points per second.
    static let finishingVelocity: CGFloat = 500

    /// The swipe from the left edge: the top view follows the finger; letting go past half way, or flicking,
    /// finishes the pop, otherwise the top view slides back and the pop is cancelled.
    func handleEdgePan(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let width = max(1, view.bounds.width)
        let moved = min(max(recognizer.translation(in: view).x / width, 0), 1)
        switch recognizer.state {
        case .began:
            beginInteractivePop()
        case .changed:
            transition?.show(covered: 1 - moved, width: width)
        case .ended:
            guard let step = transition, step.isInteractive else { return }
            let finishes = moved > 0.5 || recognizer.velocity(in: view).x > Self.finishingVelocity
            UIView.animate(withDuration: Self.transitionDuration * Double(finishes ? 1 - moved : moved), animations: {
                step.show(covered: finishes ? 0 : 1, width: width)
            }, completion: { _ in finishes ? step.finish() : step.cancel() })
        case .cancelled, .failed:
            guard let step = transition, step.isInteractive else { return }
            UIView.animate(withDuration: Self.transitionDuration * Double(moved), animations: {
                step.show(covered: 1, width: width)
            }, completion: { _ in step.cancel() })
        default:
            return
        }
    }

    /// Starts popping the top controller under the finger: its `willMove(toParent: nil)` and `viewWillDisappear`,
    /// the revealed one's `viewWillAppear`. Cancelling makes the calls that undo them, as UIKit does: the revealed
    /// one's `viewWillDisappear` and `viewDidDisappear`, the top one's `viewWillAppear`, `viewDidAppear` and
    /// `didMove(toParent:)` back to this controller.
    private func beginInteractivePop() {
        guard transition == nil, stack.count > 1, appearanceState == .appeared, view.window != nil else { return }
        let popped = stack[stack.count - 1], revealed = stack[stack.count - 2]
        popped.willMove(toParent: nil)
        popped.movingFromParent = true
        delegate?.navigationController(self, willShow: revealed, animated: true)
        revealed.loadViewIfNeeded()
        popped.beginAppearanceTransition(false, animated: true)
        revealed.beginAppearanceTransition(true, animated: true)
        let step = NavigationTransition(front: popped.view, below: revealed, finish: { [weak self] in
            guard let self else { return }
            transition = nil
            stack.removeLast()
            navigationBar.setItems(stack.map(\.navigationItem), animated: true)
            popped.viewIfLoaded?.removeFromSuperview()
            popped.endAppearanceTransition()
            popped.removeFromParent()
            install(revealed)
            revealed.endAppearanceTransition()
            delegate?.navigationController(self, didShow: revealed, animated: true)
        }, cancel: { [weak self] in
            guard let self else { return }
            transition = nil
            revealed.viewIfLoaded?.removeFromSuperview()
            revealed.beginAppearanceTransition(false, animated: true)
            revealed.endAppearanceTransition()
            popped.beginAppearanceTransition(true, animated: true)
            popped.endAppearanceTransition()
            popped.didMove(toParent: self)
            install(popped)
        })
        step.isInteractive = true
        transition = step
        slideStart(step, covered: 1, frontController: popped)
    }
}
