import CoreGraphics
import Foundation

/// The presentation controller of a popover: in regular width a rounded panel with an arrow pointing at its
/// source; in compact width it adapts to a sheet.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the arrow points at.
    open weak var sourceView: UIView?
    /// The rectangle in `sourceView` the arrow points at; when empty, the whole view.
    open var sourceRect: CGRect = .zero
    /// A view or bar button item the arrow points at instead of `sourceView`.
    open var sourceItem: UIPopoverPresentationControllerSourceItem?
    /// The bar button item the arrow points at: the source item, when it is one.
    open var barButtonItem: UIBarButtonItem? {
        get { sourceItem as? UIBarButtonItem }
        set { sourceItem = newValue }
    }
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The side the arrow is on once shown; `.unknown` before.
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    open var backgroundColor: UIColor?
    open var passthroughViews: [UIView]?
    open var canOverlapSourceViewRect = false
    /// The popover's size: the presented controller's `preferredContentSize`, or 320x480 when that is zero.
    open override var preferredContentSize: CGSize {
        get { presentedViewController.preferredContentSize }
        set { presentedViewController.preferredContentSize = newValue }
    }

    package static let arrowHeight: CGFloat = 13
    private var background: PopoverBackgroundView?
    /// Set while a dismissal the user started by tapping outside runs, so the delegate hears of it when it ends.
    private var isDismissedByUser = false

    /// The delegate, when it is a popover's: `delegate` keeps the presentation controller's type, as Swift cannot
    /// narrow a property it overrides.
    private var popoverDelegate: (any UIPopoverPresentationControllerDelegate)? {
        delegate as? any UIPopoverPresentationControllerDelegate
    }

    open override func presentationTransitionWillBegin() {
        popoverDelegate?.prepareForPopoverPresentation(self)
        super.presentationTransitionWillBegin()
    }

    package override func userAttemptedDismissal() {
        if shownStyle == .popover, let popoverDelegate, !popoverDelegate.popoverPresentationControllerShouldDismissPopover(self) {
            return popoverDelegate.presentationControllerDidAttemptToDismiss(self)
        }
        isDismissedByUser = shownStyle == .popover
        super.userAttemptedDismissal()
        // Refused by `presentationControllerShouldDismiss(_:)` or modal: a later dismissal is the app's.
        if !presentedViewController.isBeingDismissed { isDismissedByUser = false }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed, isDismissedByUser { popoverDelegate?.popoverPresentationControllerDidDismissPopover(self) }
        isDismissedByUser = false
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard shownStyle == .popover, let container else { return super.frameOfPresentedViewInContainerView }
        return placement(in: container).frame
    }

    /// The popover's frame and arrow: below the source when it fits, else above, else beside it.
    private final func placement(in container: UIView) -> (frame: CGRect, arrow: UIPopoverArrowDirection) {
        let bounds = container.bounds.inset(by: UIEdgeInsets(top: container.window?.safeAreaInsets.top ?? 0, left: 0, bottom: 0, right: 0))
            .insetBy(dx: 10, dy: 10)
        let wanted = preferredSize
        let size = CGSize(width: min(wanted.width, bounds.width), height: min(wanted.height, bounds.height))
        let source = sourceFrame(in: container)
            ?? CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
        let arrow = Self.arrowHeight
        func clampX(_ x: CGFloat) -> CGFloat { min(max(x, bounds.minX), bounds.maxX - size.width) }
        func clampY(_ y: CGFloat) -> CGFloat { min(max(y, bounds.minY), bounds.maxY - size.height) }
        let candidates: [(UIPopoverArrowDirection, CGRect)] = [
            (.up, CGRect(x: clampX(source.midX - size.width / 2), y: source.maxY + arrow, width: size.width, height: size.height)),
            (.down, CGRect(x: clampX(source.midX - size.width / 2), y: source.minY - arrow - size.height, width: size.width, height: size.height)),
            (.left, CGRect(x: source.maxX + arrow, y: clampY(source.midY - size.height / 2), width: size.width, height: size.height)),
            (.right, CGRect(x: source.minX - arrow - size.width, y: clampY(source.midY - size.height / 2), width: size.width, height: size.height)),
        ]
        let permitted = candidates.filter { permittedArrowDirections.contains($0.0) }
        if let fit = permitted.first(where: { bounds.contains($0.1) }) { return (fit.1, fit.0) }
        // Nothing fits whole: below the source, as tall as the room there allows.
        var frame = candidates[0].1
        frame.size.height = max(44, bounds.maxY - frame.minY)
        return (frame, .up)
    }

    /// Where the arrow points, in `container`: the source item's view, or the source rectangle of the source view.
    private final func sourceFrame(in container: UIView) -> CGRect? {
        if let view = sourceItem as? UIView ?? (sourceItem as? UIBarButtonItem)?.shownView {
            return view.convert(view.bounds, to: container)
        }
        return sourceView.map { $0.convert(sourceRect.isEmpty ? $0.bounds : sourceRect, to: container) }
    }

    private final var preferredSize: CGSize {
        if let alert = presentedViewController as? UIAlertController { return alert.fittingSize(width: 304) }
        let size = presentedViewController.preferredContentSize
        return CGSize(width: size.width > 0 ? size.width : 320, height: size.height > 0 ? size.height : 480)
    }

    package override func applyBuiltInLayout() {
        super.applyBuiltInLayout()
        guard shownStyle == .popover, let container, let view = presentedView else {
            background?.removeFromSuperview()
            background = nil
            arrowDirection = .unknown
            return
        }
        let placed = placement(in: container)
        arrowDirection = placed.arrow
        let background = background ?? PopoverBackgroundView()
        self.background = background
        let contentColor = presentedViewController is UIAlertController ? AlertContentView.cardColor : view.backgroundColor
        background.fillColor = backgroundColor ?? contentColor ?? .systemBackground
        if background.superview !== container { container.insertSubview(background, belowSubview: view) }
        let source = sourceFrame(in: container) ?? placed.frame
        background.place(around: placed.frame, arrow: placed.arrow, pointingAt: CGPoint(x: source.midX, y: source.midY))
    }

    package override func removeBuiltInChrome() {
        super.removeBuiltInChrome()
        background?.removeFromSuperview()
        background = nil
    }
}
