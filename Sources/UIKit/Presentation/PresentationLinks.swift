/// What a controller knows of the presentations it takes part in; kept in one object so that UIViewController
/// stores a single property for them.
@MainActor
package final class PresentationLinks {
    /// Strong, as in UIKit: the presenter keeps what it presents alive.
    package var presented: UIViewController?
    package weak var presenting: UIViewController?
    package var controller: UIPresentationController?
    package var transition: ViewControllerTransition?
    package var isBeingPresented = false
    package var isBeingDismissed = false
    /// Where the presenter's view was before a full-screen presentation took it out of the window.
    package var removedPresenterView: (view: UIView, superview: UIView, index: Int, frame: CGRect)?

    package init() {}
}
