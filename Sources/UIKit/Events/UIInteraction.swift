/// Behavior added to a view with `addInteraction(_:)`, such as a context menu; the view tells it when it is added
/// and removed.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}
