extension UIMenuElement {
    /// How a menu shows an action and whether it can be chosen.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Shown dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: the action deletes or discards something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown at all.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
}
