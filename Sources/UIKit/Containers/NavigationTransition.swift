import CoreGraphics

/// One change of a navigation controller's top controller, from its first appearance calls to its last: the
/// views slide (or follow a finger), and `finish()` or `cancel()` makes the closing calls once.
@MainActor
final class NavigationTransition {
    /// The view that moves across: the pushed one, or the popped one.
    let front: UIView?
    /// The controller underneath during a pop (the revealed one), or the old top during a push.
    let below: UIViewController?
    let dimmingView = UIView()
    /// Following a finger: the edge swipe owns it until the finger lifts.
    var isInteractive = false
    private var finishing: (() -> Void)?
    private var cancelling: (() -> Void)?

    init(front: UIView?, below: UIViewController?, finish: @escaping () -> Void, cancel: (() -> Void)? = nil) {
        self.front = front
        self.below = below
        finishing = finish
        cancelling = cancel
        dimmingView.backgroundColor = .black
        dimmingView.isUserInteractionEnabled = false
    }

    /// Places the views for `covered`: 1 when the front view covers the container, 0 when it is off to the right.
    func show(covered: CGFloat, width: CGFloat) {
        front?.frame.origin.x = (1 - covered) * width
        below?.viewIfLoaded?.frame.origin.x = -UINavigationController.parallax * width * covered
        if let backView = below?.viewIfLoaded { dimmingView.frame = backView.frame }
        dimmingView.alpha = UINavigationController.dimming * covered
    }

    func finish() {
        guard let finishing else { return }
        self.finishing = nil
        cancelling = nil
        dimmingView.removeFromSuperview()
        finishing()
    }

    func cancel() {
        guard let cancelling else { return finish() }
        self.cancelling = nil
        finishing = nil
        dimmingView.removeFromSuperview()
        cancelling()
    }
}
