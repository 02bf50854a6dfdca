import CoreGraphics
import Foundation

/// Shows a context menu for a long press on its view: the delegate gives the configuration for the pressed place,
/// and its menu opens as a list beside that place.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    public private(set) weak var view: UIView?
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    private lazy var press: UILongPressGestureRecognizer = {
        let press = UILongPressGestureRecognizer(target: self, action: UIContextMenuInteraction.pressed)
        press.delegate = self
        return press
    }()
    /// The configuration asked for as the press began, shown once it is recognized.
    private var pending: (configuration: UIContextMenuConfiguration, location: CGPoint)?

    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(press)
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(press)
    }

    /// Where the press is, in `view`'s coordinates.
    public func location(in view: UIView?) -> CGPoint { press.location(in: view) }

    private final func pressed(_ press: UILongPressGestureRecognizer) {
        guard press.state == .began, let (configuration, location) = pending, let view else { return }
        pending = nil
        guard let menu = configuration.makeMenu() else { return }
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: nil)
        let anchor = UIView(frame: CGRect(x: location.x - 1, y: location.y - 1, width: 2, height: 2))
        anchor.isUserInteractionEnabled = false
        view.addSubview(anchor)
        MenuListView.show(menu, from: anchor)
        anchor.removeFromSuperview()
    }
}

extension UIContextMenuInteraction: UIGestureRecognizerDelegate {
    /// The press only begins where the delegate has a menu, so other long presses on the view keep working elsewhere.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let location = gestureRecognizer.location(in: view)
        guard let configuration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location) else { return false }
        pending = (configuration, location)
        return true
    }
}
