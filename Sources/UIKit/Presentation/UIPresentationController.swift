import CoreGraphics
import Foundation

/// Manages a presented controller on screen: the container its view lives in, where that view goes, the chrome
/// around it (a dimming view, a sheet's rounded corners) and how the presentation adapts to the size classes.
///
/// UIKit makes one for every presentation; a `.custom` presentation gets the one its transitioning delegate
/// returns. Subclass it to lay out a custom presentation.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UITraitEnvironment, UIContentContainer {
    /// Unowned: the presented controller owns its presentation controller.
    public unowned let presentedViewController: UIViewController
    fileprivate weak var presentingStorage: UIViewController?

    /// The controller the presentation is made from; before the presentation starts, the presented controller.
    public var presentingViewController: UIViewController { presentingStorage ?? presentedViewController }

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presentingStorage = presentingViewController
        style = presentedViewController.modalPresentationStyle == .automatic ? .pageSheet : presentedViewController.modalPresentationStyle
        super.init()
    }

    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The style the presentation was asked for.
    open var presentationStyle: UIModalPresentationStyle { style }
    package var style: UIModalPresentationStyle
    /// The style the presentation shows as now, after adapting to the container's size classes.
    package var shownStyle: UIModalPresentationStyle = .none

    package var container: PresentationContainerView?
    open var containerView: UIView? { container }
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// Traits set here replace the container's for the presented controller.
    open var overrideTraitCollection: UITraitCollection?

    open var traitCollection: UITraitCollection {
        let base = container?.traitCollection ?? presentingViewController.traitCollection
        return overrideTraitCollection.map { UITraitCollection(traitsFrom: [base, $0]) } ?? base
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Layout

    /// Where the presented view goes in the container: the whole container, unless the style says otherwise.
    open var frameOfPresentedViewInContainerView: CGRect { builtInFrame() }

    /// Whether the presenter's view leaves the window once the presentation is over: true for full-screen styles.
    open var shouldRemovePresentersView: Bool {
        style == .fullScreen || style == .currentContext
    }

    open var shouldPresentInFullscreen: Bool { true }

    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    // MARK: Content container

    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    /// A presented controller that wants another size (a form sheet, a popover) is laid out again.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        self.container?.setNeedsLayout()
    }

    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        frameOfPresentedViewInContainerView.size
    }

    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}

    // MARK: Adaptivity

    /// The style the presentation adapts to in the current environment.
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }

    /// The style the presentation adapts to in `traitCollection`'s environment: in compact width, form sheets and
    /// popovers become page sheets; other styles stay as they are (`.none`).
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        guard traitCollection.horizontalSizeClass == .compact else { return .none }
        return style == .formSheet || style == .popover ? .pageSheet : .none
    }

    /// The style to show now: the delegate's answer when it gives one, else the built-in adaptation.
    package func resolveShownStyle() {
        let traits = container?.traitCollection ?? presentingViewController.traitCollection
        var adapted = adaptivePresentationStyle(for: traits)
        if let delegate, traits.horizontalSizeClass == .compact || style == .popover {
            UIPresentationController.delegateAnsweredByDefault = false
            let answer = delegate.adaptivePresentationStyle(for: self, traitCollection: traits)
            if !UIPresentationController.delegateAnsweredByDefault { adapted = answer == .none ? style : answer }
        }
        shownStyle = adapted == .none ? style : adapted
    }

    /// Set by the delegate protocol's default answer, so that a delegate without an opinion leaves adaptation on.
    package static var delegateAnsweredByDefault = false

    // MARK: Transitions

    /// Adds the chrome the style has (a dimming view) and fades it in alongside the transition.
    open func presentationTransitionWillBegin() {
        guard style != .custom, let container else { return }
        let chrome = chrome(for: shownStyle)
        guard chrome.dimming != nil || chrome.tapOutsideDismisses else { return }
        let dimming = UIView(frame: container.bounds)
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.backgroundColor = UIColor.black.withAlphaComponent(chrome.dimming ?? 0)
        dimming.alpha = 0
        dimming.addGestureRecognizer(UITapGestureRecognizer(target: self, action: UIPresentationController.dimmingViewTapped))
        container.insertSubview(dimming, at: 0)
        dimmingView = dimming
        let alpha = dimmingTargetAlpha
        if presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimming.alpha = alpha }, completion: nil) != true {
            dimming.alpha = alpha
        }
    }

    open func presentationTransitionDidEnd(_ completed: Bool) {}

    open func dismissalTransitionWillBegin() {
        guard let dimmingView else { return }
        if presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimmingView.alpha = 0 }, completion: nil) != true {
            dimmingView.alpha = 0
        }
    }

    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    // MARK: Built-in styles

    /// How an alert controller shows: a centered card, or an action sheet at the bottom; nil for anything else,
    /// including an action sheet in a popover, which the popover lays out.
    package var alertLayout: UIAlertController.Style? {
        guard let alert = presentedViewController as? UIAlertController else { return nil }
        return alert.preferredStyle == .alert || shownStyle != .popover ? alert.preferredStyle : nil
    }

    package var dimmingView: UIView?
    /// How opaque the dimming view is once presented (a sheet at an undimmed detent: clear).
    package var dimmingTargetAlpha: CGFloat { 1 }

    package struct Chrome {
        var dimming: CGFloat?
        var cornerRadius: CGFloat = 0
        var topCornersOnly = false
        var tapOutsideDismisses = false
    }

    package func chrome(for style: UIModalPresentationStyle) -> Chrome {
        switch alertLayout {
        case .alert: return Chrome(dimming: 0.2, cornerRadius: 14)
        case .actionSheet: return Chrome(dimming: 0.2, tapOutsideDismisses: true)
        case nil: break
        }
        return switch style {
        case .pageSheet: Chrome(dimming: 0.4, cornerRadius: 10, topCornersOnly: true)
        case .formSheet: Chrome(dimming: 0.4, cornerRadius: 10)
        case .popover: Chrome(dimming: nil, cornerRadius: 13, tapOutsideDismisses: true)
        default: Chrome()
        }
    }

    /// The frame of the presented view for the style it shows as.
    package func builtInFrame() -> CGRect {
        guard let container else { return presentingViewController.viewIfLoaded?.window?.bounds ?? UIScreen.main.bounds }
        let bounds = container.bounds
        let top = (container.window?.safeAreaInsets.top ?? 0) + 10
        let regular = container.traitCollection.horizontalSizeClass == .regular
        if let alertLayout, let alert = presentedViewController as? UIAlertController {
            let width = alertLayout == .alert ? 270 : min(bounds.width - 16, 500)
            let size = alert.fittingSize(width: width)
            let bottom = bounds.maxY - (container.window?.safeAreaInsets.bottom ?? 0) - 8
            return CGRect(x: (bounds.midX - width / 2).rounded(), y: alertLayout == .alert ? (bounds.midY - size.height / 2).rounded() : bottom - size.height,
                          width: width, height: size.height)
        }
        switch shownStyle {
        case .pageSheet where regular:
            let width = min(bounds.width - 40, 704)
            return CGRect(x: bounds.midX - width / 2, y: top, width: width, height: bounds.height - top)
        case .pageSheet:
            return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
        case .formSheet:
            let wanted = presentedViewController.preferredContentSize
            let size = CGSize(width: min(wanted.width > 0 ? wanted.width : 540, bounds.width - 40),
                              height: min(wanted.height > 0 ? wanted.height : 620, bounds.height - top - 10))
            return CGRect(x: bounds.midX - size.width / 2, y: max(top, bounds.midY - size.height / 2), width: size.width, height: size.height)
        default:
            return bounds
        }
    }

    /// The presented view's size once the window is `size`: the whole of it for full-screen styles, the sheet's
    /// width and height below the status bar for a compact page sheet, else (a card, a popover) its size now.
    package func presentedSize(inContainerOf size: CGSize, traits: UITraitCollection) -> CGSize {
        guard let container, container.autoresizingMask.contains(.flexibleWidth) else { return presentedView?.bounds.size ?? size }
        let current = presentedView?.frame ?? container.bounds
        if current.size == container.bounds.size { return size }
        if shownStyle == .pageSheet, traits.horizontalSizeClass == .compact {
            return CGSize(width: size.width, height: size.height - (container.bounds.height - current.height))
        }
        return current.size
    }

    /// Rounds the presented view's corners and places it, for the built-in styles.
    package func applyBuiltInLayout() {
        guard style != .custom, let view = presentedView else { return }
        let chrome = chrome(for: shownStyle)
        view.layer.cornerRadius = chrome.cornerRadius
        view.layer.masksToBounds = chrome.cornerRadius > 0
        view.layer.maskedCorners = chrome.topCornersOnly ? [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        view.frame = frameOfPresentedViewInContainerView
    }

    package func removeBuiltInChrome() {
        dimmingView?.removeFromSuperview()
        dimmingView = nil
        guard style != .custom, let view = presentedView else { return }
        view.layer.cornerRadius = 0
        view.layer.masksToBounds = false
    }

    private final func dimmingViewTapped() {
        guard chrome(for: shownStyle).tapOutsideDismisses else { return }
        userAttemptedDismissal()
    }

    /// A swipe down or a tap outside: dismisses unless the presentation is modal or the delegate refuses.
    package func userAttemptedDismissal() {
        if let alert = presentedViewController as? UIAlertController { return alert.tappedOutside() }
        guard presentedViewController.presentedViewController == nil, !presentedViewController.isBeingDismissed else { return }
        if presentedViewController.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }
}

extension UIPresentationController {
    package func attach(presenting: UIViewController) {
        presentingStorage = presenting
    }
}
