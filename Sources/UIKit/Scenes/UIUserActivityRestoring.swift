/// An object that restores its state from a user activity, as the responders an app delegate hands back from
/// `application(_:continue:restorationHandler:)` do.
@preconcurrency @MainActor
public protocol UIUserActivityRestoring: AnyObject {
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}
