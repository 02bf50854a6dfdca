import CoreGraphics

extension UINavigationController {
    /// Makes `newStack` the stack and shows its top, with UIKit's containment and appearance calls; animated
    /// changes slide the views, others finish once the next frame is on screen.
    final func setStack(_ newStack: [UIViewController], animated: Bool) {
        transition?.finish()
        let oldStack = stack, oldTop = oldStack.last, newTop = newStack.last
        let added = newStack.filter { !oldStack.contains($0) }
        let removed = oldStack.filter { !newStack.contains($0) }
        for controller in added { addChild(controller) }
        for controller in removed {
            controller.willMove(toParent: nil)
            controller.movingFromParent = true
        }
        stack = newStack
        let visible = isViewLoaded && (appearanceState == .appeared || appearanceState == .appearing)
        let changesTop = oldTop !== newTop
        if let newTop, changesTop { delegate?.navigationController(self, willShow: newTop, animated: animated && visible) }
        navigationBar.setItems(newStack.map(\.navigationItem), animated: animated && visible)
        let coordinator = visible && changesTop
            ? BlockTransitionCoordinator(container: view, from: oldTop, to: newTop, animated: animated, duration: Self.transitionDuration) : nil
        slideCoordinator = coordinator
        if visible, changesTop {
            // As on iOS, the new top loads before the old one hears it will disappear.
            newTop?.loadViewIfNeeded()
            oldTop?.beginAppearanceTransition(false, animated: animated)
            newTop?.beginAppearanceTransition(true, animated: animated)
        }
        let isPush = newTop.map { !oldStack.contains($0) } ?? false
        let step = NavigationTransition(front: isPush ? newTop?.viewIfLoaded : oldTop?.viewIfLoaded,
                                        below: isPush ? oldTop : newTop) { [weak self] in
            guard let self else { return }
            self.transition = nil
            if self.slideCoordinator === coordinator { self.slideCoordinator = nil }
            coordinator?.complete()
            if changesTop, let oldView = oldTop?.viewIfLoaded, oldView.superview === self.viewIfLoaded { oldView.removeFromSuperview() }
            if visible, changesTop { oldTop?.endAppearanceTransition() }
            // A controller another container took meanwhile (a split view moving a stack) is no longer ours to move.
            for controller in removed where controller.parent === self { controller.removeFromParent() }
            if let newTop, self.isViewLoaded { self.install(newTop) }
            if visible, changesTop { newTop?.endAppearanceTransition() }
            for controller in added where controller.parent === self { controller.didMove(toParent: self) }
            if let newTop, changesTop { self.delegate?.navigationController(self, didShow: newTop, animated: animated && visible) }
        }
        guard visible, changesTop, let view = viewIfLoaded, let window = view.window else { return step.finish() }
        transition = step
        guard animated, let oldTop, let newTop else {
            coordinator?.runAlongside()
            if let newTop { install(newTop) }
            if let oldView = oldTop?.viewIfLoaded, oldView.superview === view { oldView.removeFromSuperview() }
            return window.afterNextFrame { step.finish() }
        }
        slide(step, from: isPush ? 0 : 1, to: isPush ? 1 : 0, frontController: isPush ? newTop : oldTop)
    }

    /// Slides the views from `start` to `end` (how much the front view covers) and finishes the step.
    final func slide(_ step: NavigationTransition, from start: CGFloat, to end: CGFloat, frontController: UIViewController) {
        let width = view.bounds.width
        slideStart(step, covered: start, frontController: frontController)
        UIView.animate(withDuration: Self.transitionDuration * Double(abs(end - start)), animations: {
            step.show(covered: end, width: width)
            self.slideCoordinator?.runAlongside()
        }, completion: { _ in step.finish() })
    }

    /// Puts both views in the container, the front one over the dimmed one below, with the front covering `covered`.
    final func slideStart(_ step: NavigationTransition, covered: CGFloat, frontController: UIViewController) {
        let width = view.bounds.width
        UIView.performWithoutAnimation {
            if let below = step.below { install(below) }
            install(frontController)
            if let backView = step.below?.viewIfLoaded { view.insertSubview(step.dimmingView, aboveSubview: backView) }
            if let front = step.front { view.insertSubview(front, belowSubview: navigationBar) }
            step.show(covered: covered, width: width)
        }
    }
}
