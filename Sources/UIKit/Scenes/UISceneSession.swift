import Foundation

/// The record of one instance of the app's interface, which outlives the scene connected to it: the scene comes and
/// goes, the session stays among `UIApplication.shared.openSessions` until it is discarded.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The scene connected to the session now; nil while it is disconnected.
    open internal(set) weak var scene: UIScene?
    /// What the session's scene is for.
    public let role: UISceneSession.Role
    /// The configuration the scene was connected with.
    open internal(set) var configuration: UISceneConfiguration
    /// A string that identifies the session for as long as it is open.
    public let persistentIdentifier: String
    /// Whatever the app wants to keep with the session.
    open var userInfo: [String: Any]?
    /// The activity to restore the scene's state from when it connects again.
    open var stateRestorationActivity: NSUserActivity?

    package init(role: UISceneSession.Role) {
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        persistentIdentifier = UUID().uuidString
        super.init()
    }
}
