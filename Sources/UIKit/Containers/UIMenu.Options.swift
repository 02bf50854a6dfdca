extension UIMenu {
    /// How a menu presents its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The children appear in the parent menu, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The children are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing an action turns it on and its siblings off, as a picker does.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children appear as a palette.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }
}
