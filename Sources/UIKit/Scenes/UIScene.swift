import Foundation

/// An instance of the app's user interface: UIKit connects one per session, tells its delegate as it enters the
/// foreground, becomes active, resigns, goes to the background and disconnects, and posts a notification for each.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    private let connectedSession: UISceneSession

    /// Makes a scene for `session`; UIKit calls this with the configuration's `sceneClass` as the scene connects.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        connectedSession = session
        super.init()
    }

    /// The session the scene belongs to.
    open var session: UISceneSession { connectedSession }

    /// The object told about the scene's life cycle; the scene keeps it alive, as UIKit does.
    open var delegate: (any UISceneDelegate)?

    /// Where the scene is in its life cycle.
    open internal(set) var activationState: UIScene.ActivationState = .unattached

    /// The title the system shows for the scene: on the desktop, its window's title bar.
    open var title: String! = ""

    /// A secondary title, shown by systems that have room for one.
    open var subtitle: String = ""

    /// The next responder of a scene is the application, as on iOS.
    open override var next: UIResponder? { UIApplication.shared }
}
