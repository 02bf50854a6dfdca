import CoreGraphics

extension UIViewController {
    // MARK: Who presents whom

    /// The controller this one presents, or that the ancestor it is shown in presents (a controller in a
    /// navigation controller that presents an alert sees the alert here, as in UIKit), or nil.
    public var presentedViewController: UIViewController? {
        presentation.presented ?? (presentation.presenting == nil ? parent?.presentedViewController : nil)
    }

    /// The controller that presented this one (or an ancestor of this one), or nil.
    public var presentingViewController: UIViewController? { presentation.presenting ?? parent?.presentingViewController }

    public var isBeingPresented: Bool { presentation.isBeingPresented }
    public var isBeingDismissed: Bool { presentation.isBeingDismissed }

    /// The presentation controller managing this controller (or its presented ancestor); made on first use, so a
    /// delegate can be set before `present(_:animated:completion:)`.
    public var presentationController: UIPresentationController? {
        if presentation.presenting == nil, let parent { return parent.presentationController }
        return ownPresentationController
    }

    /// The sheet presentation controller of a page or form sheet; nil for other styles.
    public var sheetPresentationController: UISheetPresentationController? {
        guard [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) else { return nil }
        return ownPresentationController as? UISheetPresentationController
    }

    /// The popover presentation controller of a `.popover` presentation; nil for other styles.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return ownPresentationController as? UIPopoverPresentationController
    }

    /// The coordinator of the presentation or dismissal under way for this controller, its presented controller or
    /// an ancestor; nil when none is.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        presentation.transition ?? presentedViewController?.presentation.transition ?? (self as? UINavigationController)?.navigationCoordinator
            ?? parent?.transitionCoordinator
    }

    package var ownPresentationController: UIPresentationController {
        let style = modalPresentationStyle == .automatic ? .pageSheet : modalPresentationStyle
        if let existing = presentation.controller, presentation.presenting != nil || existing.style == style { return existing }
        let made: UIPresentationController = switch style {
        case .pageSheet, .formSheet: UISheetPresentationController(presentedViewController: self, presenting: nil)
        case .popover: UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        default: UIPresentationController(presentedViewController: self, presenting: nil)
        }
        made.delegate = presentation.controller?.delegate
        presentation.controller = made
        return made
    }

    /// The controller a presentation from this one is made from: the root-most controller (the window's root or a
    /// presented controller), or for `.currentContext` styles the nearest one that defines a presentation context.
    package func presentationContext(for presented: UIViewController) -> UIViewController {
        let contextual = presented.modalPresentationStyle == .currentContext || presented.modalPresentationStyle == .overCurrentContext
        var controller = self
        while true {
            if contextual && controller.definesPresentationContext { return controller }
            guard controller.presentation.presenting == nil, let parent = controller.parent else { return controller }
            controller = parent
        }
    }

    // MARK: Presenting

    /// Presents `viewControllerToPresent` in the style it asks for; `completion` runs once it is on screen (after
    /// its `viewDidAppear(_:)`).
    ///
    /// Presenting from a controller that is already presenting is reported, as UIKit logs it, and does nothing.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let presented = viewControllerToPresent
        let presenter = presentationContext(for: presented)
        if let current = presenter.presentedViewController {
            return reportMisuse("Attempt to present \(presented) on \(presenter) which is already presenting \(current).")
        }
        guard presented !== presenter, presented.parent == nil, presented.presentation.presenting == nil, presented.viewIfLoaded?.window == nil else {
            return reportMisuse("Application tried to present modally a view controller \(presented) that is already presented or is in a container.")
        }
        guard let contextView = presenter.viewIfLoaded, let window = contextView.window else {
            return reportMisuse("Attempt to present \(presented) on \(presenter) whose view is not in the window hierarchy.")
        }
        presented.loadViewIfNeeded()
        var controller = presented.ownPresentationController
        if controller.style == .custom,
           let custom = presented.transitioningDelegate?.presentationController(forPresented: presented, presenting: presenter, source: self) {
            custom.style = .custom
            controller = custom
            presented.presentation.controller = custom
        }
        controller.attach(presenting: presenter)
        presenter.presentation.presented = presented
        presented.presentation.presenting = presenter
        presented.presentation.isBeingPresented = true

        let container = PresentationContainerView()
        container.presentationController = controller
        if [.currentContext, .overCurrentContext].contains(controller.style) {
            container.frame = contextView.convert(contextView.bounds, to: window)
        } else {
            container.frame = window.bounds
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        window.addPresentationContainer(container)
        controller.container = container
        controller.resolveShownStyle()

        let customAnimator = presented.transitioningDelegate?.animationController(forPresented: presented, presenting: presenter, source: self)
        let contextual = controller.style == .currentContext || controller.style == .overCurrentContext
        if contextual, presenter.providesPresentationContextTransitionStyle { presented.modalTransitionStyle = presenter.modalTransitionStyle }
        let animator = customAnimator ?? ModalTransitionAnimator(style: presented.builtInTransitionStyle, presenting: true)
        let removesPresenter = controller.shouldRemovePresentersView
        let transition = ViewControllerTransition(
            container: container, from: presenter, to: presented, fromView: removesPresenter ? contextView : nil, toView: presented.view,
            animated: flag, style: controller.shownStyle, animator: animator
        ) { [unowned presented] completed in
            presented.presentationDidEnd(completed, window: window, completion: completion)
        }
        transition.interactor = presented.transitioningDelegate?.interactionControllerForPresentation(using: animator)
        let finalFrame = controller.frameOfPresentedViewInContainerView
        transition.setFrames(of: presented, initial: .zero, final: finalFrame)
        transition.setFrames(of: presenter, initial: contextView.frame, final: contextView.frame)
        presented.presentation.transition = transition

        if removesPresenter { presenter.beginAppearanceTransition(false, animated: flag) }
        presented.beginAppearanceTransition(true, animated: flag)
        controller.presentationTransitionWillBegin()
        // A custom animator adds the presented view itself, as UIKit expects; it is added at the end if it did not.
        if customAnimator == nil { container.addSubview(presented.view) }
        presented.view.frame = finalFrame
        controller.applyBuiltInLayout()
        transition.start()
    }

    private final func presentationDidEnd(_ completed: Bool, window: UIWindow, completion: (() -> Void)?) {
        guard let presenter = presentation.presenting, let controller = presentation.controller else { return }
        presentation.transition = nil
        controller.presentationTransitionDidEnd(completed)
        let removesPresenter = controller.shouldRemovePresentersView
        guard completed else {
            presentation.isBeingPresented = false
            beginAppearanceTransition(false, animated: true)
            if removesPresenter { presenter.beginAppearanceTransition(true, animated: true) }
            tearDownPresentation()
            window.afterNextFrame { [self] in
                endAppearanceTransition()
                if removesPresenter { presenter.endAppearanceTransition() }
            }
            return
        }
        if view.superview == nil { controller.container?.addSubview(view) }
        if removesPresenter, let presenterView = presenter.viewIfLoaded, let superview = presenterView.superview {
            let index = superview.subviews.firstIndex { $0 === presenterView } ?? 0
            presentation.removedPresenterView = (presenterView, superview, index, presenterView.frame)
            presenterView.removeFromSuperview()
        }
        window.updateStatusBarAppearance()
        window.afterNextFrame { [self] in
            if removesPresenter { presenter.endAppearanceTransition() }
            // Still being presented in viewDidAppear(_:), as in UIKit.
            endAppearanceTransition()
            presentation.isBeingPresented = false
            completion?()
        }
    }

    /// Takes the presentation off screen and unlinks the controllers.
    private final func tearDownPresentation() {
        if let controller = presentation.controller {
            controller.removeBuiltInChrome()
            viewIfLoaded?.removeFromSuperview()
            controller.container?.removeFromSuperview()
            controller.container = nil
        }
        presentation.presenting?.presentation.presented = nil
        presentation.presenting = nil
        presentation.transition = nil
        presentation.isBeingPresented = false
        presentation.removedPresenterView = nil
    }

    /// Whether this presented controller decides the status bar: when it covers the screen, or asks to.
    package var capturesStatusBarAppearance: Bool {
        modalPresentationCapturesStatusBarAppearance || [.fullScreen, .overFullScreen].contains(presentation.controller?.shownStyle)
    }

    /// Popovers fade in and out, whatever the transition style, as on iOS.
    private final var builtInTransitionStyle: UIModalTransitionStyle {
        presentation.controller?.shownStyle == .popover ? .crossDissolve : modalTransitionStyle
    }

    /// Tells this presented controller and those above it, through their presentation controllers, that the window
    /// takes `size` (and `traits`), as UIKit does on rotation.
    package func containerWillTransition(to size: CGSize, traits: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        if let controller = presentation.controller {
            let presentedSize = controller.presentedSize(inContainerOf: size, traits: traits)
            if traits != controller.traitCollection {
                controller.willTransition(to: traits, with: coordinator)
                willTransition(to: traits.overriding(style: overrideUserInterfaceStyle), with: coordinator)
            }
            controller.viewWillTransition(to: size, with: coordinator)
            viewWillTransition(to: presentedSize, with: coordinator)
        }
        presentation.presented?.containerWillTransition(to: size, traits: traits, with: coordinator)
    }

    // MARK: Dismissing

    /// Dismisses the controller this one presents, with everything above it; on a presented controller that
    /// presents nothing, dismisses the controller itself. Only the topmost presentation animates, as in UIKit.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if presentedViewController != nil {
            let owner = sequence(first: self, next: \.parent).first { $0.presentation.presented != nil } ?? self
            owner.dismissPresentedStack(animated: flag, completion: completion)
        } else if let presenter = presentingViewController {
            presenter.dismissPresentedStack(animated: flag, completion: completion)
        }
    }

    private final func dismissPresentedStack(animated flag: Bool, completion: (() -> Void)?) {
        guard let first = presentation.presented else { return }
        var stack = [first]
        while let next = stack.last!.presentation.presented { stack.append(next) }
        let top = stack.last!
        // Full-screen presentations take the views below them out of the window: only the top one is sure to be in it.
        guard let controller = top.presentation.controller, let container = controller.container, let window = container.window else { return }
        // A presentation whose transition is over may be dismissed, even before its viewDidAppear(_:).
        guard !stack.contains(where: { $0.isBeingDismissed || $0.presentation.transition != nil }) else {
            return reportMisuse("Attempt to dismiss from \(self) while a presentation or dismissal is in progress.")
        }
        for controller in stack { controller.presentation.isBeingDismissed = true }
        for controller in stack.reversed() { controller.beginAppearanceTransition(false, animated: flag) }
        let revealsSelf = appearanceState == .disappeared || appearanceState == .disappearing
        if let removed = first.presentation.removedPresenterView {
            let index = min(removed.index, removed.superview.subviews.count)
            removed.view.frame = removed.frame
            removed.superview.insertSubview(removed.view, at: index)
            first.presentation.removedPresenterView = nil
        }
        if revealsSelf { beginAppearanceTransition(true, animated: flag) }
        for intermediate in stack.dropLast() {
            intermediate.presentation.controller?.container?.removeFromSuperview()
        }
        let animator = top.transitioningDelegate?.animationController(forDismissed: top)
            ?? ModalTransitionAnimator(style: top.builtInTransitionStyle, presenting: false)
        let transition = ViewControllerTransition(
            container: container, from: top, to: self, fromView: top.view,
            toView: controller.shouldRemovePresentersView ? viewIfLoaded : nil,
            animated: flag, style: controller.shownStyle, animator: animator
        ) { [self] completed in
            dismissalDidEnd(stack, completed: completed, revealsSelf: revealsSelf, window: window, completion: completion)
        }
        transition.interactor = top.transitioningDelegate?.interactionControllerForDismissal(using: animator)
        transition.setFrames(of: top, initial: top.view.frame, final: top.view.frame)
        if let presenterView = viewIfLoaded { transition.setFrames(of: self, initial: presenterView.frame, final: presenterView.frame) }
        top.presentation.transition = transition
        controller.dismissalTransitionWillBegin()
        transition.start()
    }

    private final func dismissalDidEnd(_ stack: [UIViewController], completed: Bool, revealsSelf: Bool, window: UIWindow,
                                       completion: (() -> Void)?) {
        let top = stack.last!
        let controller = top.presentation.controller
        top.presentation.transition = nil
        controller?.dismissalTransitionDidEnd(completed)
        guard completed else {
            // Only a lone presentation can be dismissed interactively, so only it comes back.
            top.presentation.isBeingDismissed = false
            top.beginAppearanceTransition(true, animated: true)
            if revealsSelf { beginAppearanceTransition(false, animated: true) }
            if controller?.shouldRemovePresentersView == true, let presenterView = viewIfLoaded, let superview = presenterView.superview {
                let index = superview.subviews.firstIndex { $0 === presenterView } ?? 0
                top.presentation.removedPresenterView = (presenterView, superview, index, presenterView.frame)
                presenterView.removeFromSuperview()
            }
            window.afterNextFrame { [self] in
                top.endAppearanceTransition()
                if revealsSelf { endAppearanceTransition() }
            }
            return
        }
        for presented in stack.reversed() { presented.tearDownPresentation() }
        window.updateStatusBarAppearance()
        window.afterNextFrame { [self] in
            // Still being dismissed in viewDidDisappear(_:), as in UIKit.
            for presented in stack.reversed() {
                presented.endAppearanceTransition()
                presented.presentation.isBeingDismissed = false
            }
            if revealsSelf { endAppearanceTransition() }
            completion?()
        }
    }
}
