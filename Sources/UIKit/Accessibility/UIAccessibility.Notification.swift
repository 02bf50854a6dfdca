extension UIAccessibility {
    /// What an app tells assistive technologies has changed; the raw values are UIKit's.
    public struct Notification: Hashable, RawRepresentable, Sendable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// A new screen appeared; the argument is the element to move to, or nil for the first one.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Some of the screen's layout changed; the argument is the element to move to, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// A string, the argument, to speak.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument describes the new position ("Page 3 of 5").
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Pauses an assistive technology's work with the app.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
        /// Resumes an assistive technology's work with the app.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1017)
    }
}
