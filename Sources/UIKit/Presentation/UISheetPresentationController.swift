import CoreGraphics
import Foundation

/// The presentation controller of page and form sheets: in compact width a sheet that rests at one of its detents,
/// can be dragged between them, and swiped down to dismiss.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet rests at, smallest to largest as UIKit expects; by default only `.large()`.
    open var detents: [Detent] = [.large()] {
        didSet { if !isAnimatingChanges { container?.setNeedsLayout() } }
    }
    /// The detent the sheet rests at; nil is the smallest.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { if !isAnimatingChanges { container?.setNeedsLayout() } }
    }
    /// The largest detent at which the view behind stays undimmed; nil dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false {
        didSet { container?.setNeedsLayout() }
    }
    /// The corner radius of the sheet; nil is the system's 10 points.
    open var preferredCornerRadius: CGFloat? {
        didSet { container?.setNeedsLayout() }
    }
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    private var isAnimatingChanges = false
    private var grabber: UIView?
    private var dragStart: CGFloat = 0

    /// Animates the sheet to the detents and selection that `changes` sets.
    open func animateChanges(_ changes: () -> Void) {
        isAnimatingChanges = true
        changes()
        isAnimatingChanges = false
        UIView.animate(withDuration: 0.35) { self.layoutSheet() }
    }

    /// The heights of the detents in the current container, smallest first, with their identifiers.
    package func resolvedDetents() -> [(identifier: Detent.Identifier, height: CGFloat)] {
        guard let container else { return [] }
        let maximum = container.bounds.height - sheetTop(in: container)
        let context = DetentResolutionContext(containerTraitCollection: container.traitCollection, maximumDetentValue: maximum)
        return detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, min($0, maximum)) } }
            .sorted { $0.height < $1.height }
    }

    private final func sheetTop(in container: UIView) -> CGFloat {
        (container.window?.safeAreaInsets.top ?? 0) + 10
    }

    private final var isCompactSheet: Bool {
        shownStyle == .pageSheet && container?.traitCollection.horizontalSizeClass != .regular
    }

    private final var selectedHeight: CGFloat? {
        let resolved = resolvedDetents()
        return (resolved.first { $0.identifier == selectedDetentIdentifier } ?? resolved.first)?.height
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard isCompactSheet, let container, let height = selectedHeight else { return super.frameOfPresentedViewInContainerView }
        let bounds = container.bounds
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    package override func chrome(for style: UIModalPresentationStyle) -> Chrome {
        var chrome = super.chrome(for: style)
        if let preferredCornerRadius, style == .pageSheet || style == .formSheet { chrome.cornerRadius = preferredCornerRadius }
        return chrome
    }

    package override func applyBuiltInLayout() {
        super.applyBuiltInLayout()
        layoutSheet()
    }

    /// Places the sheet at its selected detent, with the grabber on it and the dimming that detent has.
    private final func layoutSheet() {
        presentedView?.frame = frameOfPresentedViewInContainerView
        updateDimming()
        updateGrabber()
    }

    package override var dimmingTargetAlpha: CGFloat {
        guard isCompactSheet, let undimmed = largestUndimmedDetentIdentifier,
              let limit = resolvedDetents().first(where: { $0.identifier == undimmed })?.height, let height = selectedHeight else { return 1 }
        return height <= limit + 0.5 ? 0 : 1
    }

    private final func updateDimming() {
        guard presentedViewController.transitionCoordinator == nil, let dimmingView, isCompactSheet, let undimmed = largestUndimmedDetentIdentifier,
              let limit = resolvedDetents().first(where: { $0.identifier == undimmed })?.height,
              let sheet = presentedView, let container else { return }
        dimmingView.alpha = container.bounds.height - sheet.frame.minY <= limit + 0.5 ? 0 : 1
        dimmingView.isUserInteractionEnabled = dimmingView.alpha > 0
    }

    private final func updateGrabber() {
        guard prefersGrabberVisible, isCompactSheet, let sheet = presentedView, let container else {
            grabber?.removeFromSuperview()
            grabber = nil
            return
        }
        let grabber = grabber ?? {
            let view = UIView()
            view.backgroundColor = UIColor(white: 0.24, alpha: 0.3)
            view.layer.cornerRadius = 2.5
            view.isUserInteractionEnabled = false
            return view
        }()
        self.grabber = grabber
        if grabber.superview !== container { container.addSubview(grabber) }
        grabber.frame = CGRect(x: sheet.frame.midX - 18, y: sheet.frame.minY + 5, width: 36, height: 5)
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        guard completed, let sheet = presentedView else { return }
        sheet.addGestureRecognizer(SheetPanGestureRecognizer(target: self, action: UISheetPresentationController.sheetDragged))
        updateGrabber()
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard completed else { return }
        grabber?.removeFromSuperview()
        grabber = nil
        for recognizer in presentedView?.gestureRecognizers ?? [] where recognizer is SheetPanGestureRecognizer {
            presentedView?.removeGestureRecognizer(recognizer)
        }
    }

    /// Follows the finger, then settles at the detent nearest where the sheet was heading, or dismisses when it
    /// was pulled below half of its smallest detent.
    private final func sheetDragged(_ pan: UIPanGestureRecognizer) {
        guard isCompactSheet, let sheet = presentedView, let container else { return }
        let bounds = container.bounds
        let resolved = resolvedDetents()
        guard let smallest = resolved.first?.height, let largest = resolved.last?.height else { return }
        switch pan.state {
        case .began:
            dragStart = sheet.frame.minY
        case .changed:
            let y = max(dragStart + pan.translation(in: container).y, bounds.height - largest)
            sheet.frame = CGRect(x: 0, y: y, width: bounds.width, height: max(smallest, bounds.height - y))
            updateGrabber()
            updateDimming()
        case .ended, .cancelled:
            let projected = sheet.frame.minY + pan.velocity(in: container).y * 0.1
            if bounds.height - projected < smallest / 2 {
                UIView.animate(withDuration: 0.3) { self.layoutSheet() }
                return userAttemptedDismissal()
            }
            let nearest = resolved.min { abs(bounds.height - $0.height - projected) < abs(bounds.height - $1.height - projected) }!
            let changed = nearest.identifier != (selectedDetentIdentifier ?? resolved.first?.identifier)
            isAnimatingChanges = true
            selectedDetentIdentifier = nearest.identifier
            isAnimatingChanges = false
            UIView.animate(withDuration: 0.3) { self.layoutSheet() }
            if changed { (delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self) }
        default:
            break
        }
    }
}

/// The sheet's own drag recognizer, told apart from the app's recognizers on the same view.
@MainActor
package final class SheetPanGestureRecognizer: UIPanGestureRecognizer {}
