extension UINib {
    /// The options of `instantiate(withOwner:options:)`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Objects standing for the nib's external-object placeholders, by their identifiers: `[String: Any]`.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }
}
