import CoreGraphics

/// A controller's `topLayoutGuide` or `bottomLayoutGuide`: a guide along one edge of its view, as tall as the
/// safe area inset the bars there cause (the status bar now; navigation, tool and tab bars add to it).
@MainActor
final class BarLayoutGuide: UILayoutGuide, UILayoutSupport {
    enum Edge { case top, bottom }

    private let edge: Edge
    private unowned let controller: UIViewController
    private var heightConstraint: NSLayoutConstraint?

    init(edge: Edge, of controller: UIViewController) {
        self.edge = edge
        self.controller = controller
        super.init()
        identifier = edge == .top ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
    }

    /// The inset of the root view's safe area at this edge, without the controller's own additions.
    var length: CGFloat {
        guard let view = controller.viewIfLoaded else { return 0 }
        return edge == .top
            ? view.safeAreaInsets.top - controller.additionalSafeAreaInsets.top
            : view.safeAreaInsets.bottom - controller.additionalSafeAreaInsets.bottom
    }

    /// Installs the guide in the root view the first time it is used, then keeps its height equal to `length`.
    func update() {
        guard let view = controller.viewIfLoaded else { return }
        guard let heightConstraint else {
            view.addLayoutGuide(self)
            let height = heightAnchor.constraint(equalToConstant: length)
            NSLayoutConstraint.activate([
                edge == .top ? topAnchor.constraint(equalTo: view.topAnchor) : bottomAnchor.constraint(equalTo: view.bottomAnchor),
                leadingAnchor.constraint(equalTo: view.leadingAnchor),
                trailingAnchor.constraint(equalTo: view.trailingAnchor),
                height,
            ])
            self.heightConstraint = height
            return
        }
        heightConstraint.constant = length
    }
}
