import Foundation

/// A task the user is doing, which a scene can be asked to continue; Foundation's class on Apple's platforms, which
/// Foundation on Linux does not have. Only what scenes pass around is here: nothing is advertised or handed off.
open class NSUserActivity: NSObject, @unchecked Sendable {
    /// The kind of activity, as a reverse-DNS string the app chooses.
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    /// The content the activity is about, which picks the scene to continue it in.
    open var targetContentIdentifier: String?

    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
}
