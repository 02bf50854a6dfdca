/// The view a presentation happens in, above the window's root view (and below the status bar); it lays out the
/// presented view through its presentation controller.
@MainActor
package final class PresentationContainerView: UIView {
    package weak var presentationController: UIPresentationController?

    package override func layoutSubviews() {
        guard let controller = presentationController else { return super.layoutSubviews() }
        controller.containerViewWillLayoutSubviews()
        if controller.presentedViewController.transitionCoordinator == nil, controller.style != .custom {
            controller.resolveShownStyle()
            controller.applyBuiltInLayout()
        }
        super.layoutSubviews()
        controller.containerViewDidLayoutSubviews()
    }

    /// Only what the presentation put in the container takes touches: where neither the presented view nor a
    /// dimming view is (beside an undimmed sheet, above a search controller's results), they reach the views below.
    package override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
