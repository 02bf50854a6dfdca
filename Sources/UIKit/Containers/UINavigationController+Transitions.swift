import CoreGraphics

extension UINavigationController {
    /// Makes `newStack` the stack and shows its top, with UIKit's containment and appearance calls; animated
    /// changes slide the views, others finish once the next frame is on screen. Inside
    /// `UIView.performWithoutAnimation` nothing slides, as in UIKit.
    final func setStack(_ newStack: [UIViewController], animated requested: Bool) {
        let animated = requested && UIView.areAnimationsEnabled
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
        let isPush = newTop.map { !oldStack.contains($0) } ?? false
        let animator = visible && changesTop && animated ? oldTop.flatMap { oldTop in
            newTop.flatMap { delegate?.navigationController(self, animationControllerFor: isPush ? .push : .pop, from: oldTop, to: $0) }
        } : nil
        let coordinator = visible && changesTop && animator == nil
            ? BlockTransitionCoordinator(container: view, from: oldTop, to: newTop, animated: animated, duration: Self.transitionDuration) : nil
        slideCoordinator = coordinator
        // A custom animator's context is the coordinator from the start, so `viewWillAppear` already sees it.
        var custom: ViewControllerTransition?
        if let animator, let oldTop, let newTop {
            newTop.loadViewIfNeeded()
            custom = ViewControllerTransition(container: view, from: oldTop, to: newTop, fromView: oldTop.viewIfLoaded, toView: newTop.view,
                                              animated: true, style: .none, animator: animator) { [weak self] completed in
                self?.customTransition = nil
                completed ? self?.transition?.finish() : self?.transition?.cancel()
            }
            custom?.interactor = delegate?.navigationController(self, interactionControllerFor: animator)
            custom?.setFrames(of: oldTop, initial: oldTop.viewIfLoaded?.frame ?? .zero, final: .zero)
            custom?.setFrames(of: newTop, initial: .zero, final: placement(of: newTop).0)
            customTransition = custom
        }
        if visible, changesTop {
            // As on iOS, the new top loads before the old one hears it will disappear.
            newTop?.loadViewIfNeeded()
            oldTop?.beginAppearanceTransition(false, animated: animated)
            newTop?.beginAppearanceTransition(true, animated: animated)
        }
        // Only an interactive custom transition can be cancelled: the stack, the bar and the children go back.
        let undo: (() -> Void)? = custom?.interactor == nil ? nil : { [weak self] in
            guard let self else { return }
            transition = nil
            stack = oldStack
            navigationBar.setItems(oldStack.map(\.navigationItem), animated: false)
            if let newView = newTop?.viewIfLoaded, newView.superview === view { newView.removeFromSuperview() }
            newTop?.beginAppearanceTransition(false, animated: true)
            newTop?.endAppearanceTransition()
            oldTop?.beginAppearanceTransition(true, animated: true)
            oldTop?.endAppearanceTransition()
            for controller in added where controller.parent === self {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
            for controller in removed {
                controller.movingFromParent = false
                controller.didMove(toParent: self)
            }
            if let oldTop { install(oldTop) }
        }
        let step = NavigationTransition(front: isPush ? newTop?.viewIfLoaded : oldTop?.viewIfLoaded,
                                        below: isPush ? oldTop : newTop, finish: { [weak self] in
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
            if let newTop, changesTop {
                self.didShowTopViewController(newTop)
                self.delegate?.navigationController(self, didShow: newTop, animated: animated && visible)
            }
        }, cancel: undo)
        guard visible, changesTop, let view = viewIfLoaded, let window = view.window else { return step.finish() }
        transition = step
        if let custom { return custom.start() }
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
