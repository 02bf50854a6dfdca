extension UISceneSession {
    /// What a session's scene is for; the raw values are the keys of the scene manifest's `UISceneConfigurations`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The app's interactive windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// Content shown on an external display that takes no input.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}
