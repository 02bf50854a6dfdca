/// A scene delegate for a window scene, which keeps the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window, kept here by convention.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
