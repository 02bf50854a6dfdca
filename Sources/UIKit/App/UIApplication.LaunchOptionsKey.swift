extension UIApplication {
    /// Keys of the launch options dictionary; a desktop launch passes none.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}
