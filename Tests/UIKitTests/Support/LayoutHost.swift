@testable import UIKit

/// A visible window whose root controller's view Auto Layout tests build into.
@MainActor
struct LayoutHost {
    let window: UIWindow
    let controller: UIViewController

    /// A shown window of `size` with `controller` (a plain one by default) as its root, laid out once.
    init(size: CGSize = CGSize(width: 400, height: 300), controller: UIViewController = UIViewController()) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        self.controller = controller
        window.rootViewController = controller
        window.isHidden = false
        window.runUpdateCycle()
    }

    var root: UIView { controller.view }

    /// Runs one turn of the update cycle: pending constraint updates, solving and layout.
    func layout() { window.runUpdateCycle() }

    /// A view placed only by constraints, added to `superview` (the root view by default).
    @discardableResult
    func constrainedView(in superview: UIView? = nil) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        (superview ?? root).addSubview(view)
        return view
    }
}
