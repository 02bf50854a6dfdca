import Foundation

extension UIScene {
    /// Why a scene is being connected: the user activities that asked for it, and the app that did.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The user activities the scene should continue, such as the one given to
        /// `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`.
        open internal(set) var userActivities: Set<NSUserActivity>
        /// The bundle identifier of the app that asked for the scene; nil for the app itself.
        open internal(set) var sourceApplication: String?

        package init(userActivities: Set<NSUserActivity> = [], sourceApplication: String? = nil) {
            self.userActivities = userActivities
            self.sourceApplication = sourceApplication
            super.init()
        }
    }
}
