import Foundation

extension UIScene {
    /// Why a scene is being connected: the URLs it is to open, the user activities that asked for it, and the app
    /// that did.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The URLs the scene should open: on the desktop, the URL the app was started with when its scheme is one the
        /// Info.plist's `CFBundleURLTypes` declares.
        open internal(set) var urlContexts: Set<UIOpenURLContext>
        /// The user activities the scene should continue, such as the one given to
        /// `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`.
        open internal(set) var userActivities: Set<NSUserActivity>
        /// The type of the activity being handed off to the scene, when one is.
        open internal(set) var handoffUserActivityType: String?
        /// The home-screen quick action the scene was connected for; the desktop has no home screen, so none.
        open internal(set) var shortcutItem: UIApplicationShortcutItem?
        /// The bundle identifier of the app that asked for the scene; nil for the app itself.
        open internal(set) var sourceApplication: String?

        package init(urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = [], sourceApplication: String? = nil) {
            self.urlContexts = urlContexts
            self.userActivities = userActivities
            self.sourceApplication = sourceApplication
            super.init()
        }
    }
}
