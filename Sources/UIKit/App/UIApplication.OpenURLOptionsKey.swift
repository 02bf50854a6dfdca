extension UIApplication {
    /// Keys of the options an app delegate's `application(_:open:options:)` gets with a URL another app, or the app
    /// itself, opened.
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The bundle identifier of the app that opened the URL.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// A property-list object the opening app passed with the URL.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether the app should open a document URL in place rather than copy it.
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
}
