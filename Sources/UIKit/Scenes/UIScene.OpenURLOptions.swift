extension UIScene {
    /// How a URL was opened in a scene.
    @preconcurrency @MainActor
    open class OpenURLOptions: NSObject {
        /// The bundle identifier of the app that opened the URL; nil when it is not known.
        open private(set) var sourceApplication: String?
        /// A property-list object the opening app passed with the URL.
        open private(set) var annotation: Any?
        /// Whether the scene should open a document URL in place rather than copy it.
        open private(set) var openInPlace: Bool

        package init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
            super.init()
        }
    }
}
