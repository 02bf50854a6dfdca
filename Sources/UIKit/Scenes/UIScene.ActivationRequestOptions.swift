import Foundation

extension UIScene {
    /// What the app tells the system when it asks for a scene to be activated.
    @preconcurrency @MainActor
    open class ActivationRequestOptions: NSObject {
        /// The scene the request comes from, which the system may show the new one beside.
        open var requestingScene: UIScene?

        public override init() {
            super.init()
        }
    }
}
