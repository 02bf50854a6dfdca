extension UISheetPresentationController.Detent {
    /// The name of a detent, for `selectedDetentIdentifier` and `largestUndimmedDetentIdentifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
        public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }
}
